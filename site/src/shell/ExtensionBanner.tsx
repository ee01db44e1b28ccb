import { detectBrowser, extensionDownloadFor } from '@pricetrail/core';
import { ExtensionTop } from '@pricetrail/ui';
import { useState } from 'react';
import { useClientValue } from './useClientValue';

/**
 * The extension invitation naming the visitor's browser and its installer (360 and QQ get their
 * own). The server does not know the browser: it renders the general invitation, which names the
 * browser once the page is live (same box, so nothing moves).
 */
export function ExtensionBanner() {
  const [isOpen, setOpen] = useState(true);
  const browser = detectBrowser(useClientValue(() => navigator.userAgent, ''));
  if (!isOpen) return null;
  return (
    <ExtensionTop
      downloadHref={extensionDownloadFor(browser)}
      browserLabel={browser.label}
      onDismiss={() => setOpen(false)}
    />
  );
}
