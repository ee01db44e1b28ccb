import { ThemeRoot } from '@pricetrail/ui';
import { createRoot } from 'react-dom/client';
import { browser } from 'wxt/browser';
import { hostPermissionOf } from '../../options/checkServerOrigin';
import { OptionsForm } from '../../options/OptionsForm';
import { localArea } from '../../shared/localArea';

const requestAccess = (origin: string) =>
  browser.permissions.request({ origins: [hostPermissionOf(origin)] });

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <ThemeRoot>
      <OptionsForm storage={localArea} requestAccess={requestAccess} />
    </ThemeRoot>,
  );
}
