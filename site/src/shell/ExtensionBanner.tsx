import { detectBrowser, extensionDownloadFor, phonePlatformOf } from '@pricetrail/core';
import { ExtensionTop, PhoneAppTop } from '@pricetrail/ui';
import { useState } from 'react';
import { StyledForComputers, StyledForPhones } from './ExtensionBanner.styles';
import { useInstallPrompt } from './installPrompt';
import { useClientValue } from './useClientValue';

/**
 * The invitation at the top: on a computer the extension, naming the visitor's browser and its
 * installer (360 and QQ get their own); on a phone, where no extension runs, how to keep 价迹 on
 * the home screen. The server knows neither the device nor the browser: it sends both banners, CSS
 * shows the one for the device at first paint, and the browser's names and steps fill in once the
 * page is live (same box, so nothing moves).
 */
export function ExtensionBanner() {
  const [isOpen, setOpen] = useState(true);
  const userAgent = useClientValue(() => navigator.userAgent, '');
  const install = useInstallPrompt();
  if (!isOpen) return null;
  const browser = detectBrowser(userAgent);
  const close = () => setOpen(false);
  return (
    <>
      <StyledForComputers>
        <ExtensionTop
          downloadHref={extensionDownloadFor(browser)}
          browserLabel={browser.label}
          onDismiss={close}
        />
      </StyledForComputers>
      <StyledForPhones>
        <PhoneAppTop platform={phonePlatformOf(userAgent)} onInstall={install} onDismiss={close} />
      </StyledForPhones>
    </>
  );
}
