import { detectBrowser, extensionDownloadFor } from '@pricetrail/core';
import { ExtensionTop } from '@pricetrail/ui';
import { useState } from 'react';

/** The extension invitation naming the visitor's browser and its installer (360 and QQ get their own). */
export function ExtensionBanner() {
  const [isOpen, setOpen] = useState(true);
  const [browser] = useState(() => detectBrowser(navigator.userAgent));
  if (!isOpen) return null;
  return (
    <ExtensionTop
      downloadHref={extensionDownloadFor(browser)}
      browserLabel={browser.label}
      onDismiss={() => setOpen(false)}
    />
  );
}
