import { ThemeRoot } from '@pricetrail/ui';
import { createRoot } from 'react-dom/client';
import { browser } from 'wxt/browser';
import { Popup } from '../../popup/Popup';
import { fetchAccount } from '../../popup/account';
import type { PopupDeps } from '../../popup/usePopupData';
import { localArea } from '../../shared/localArea';
import { serverHttp } from '../../shared/serverHttp';

const deps: PopupDeps = {
  storage: localArea,
  account: (origin) => fetchAccount(serverHttp(origin)),
  openTab: (url) => void browser.tabs.create({ url }),
  openOptions: () => void browser.runtime.openOptionsPage(),
};

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <ThemeRoot>
      <Popup deps={deps} />
    </ThemeRoot>,
  );
}
