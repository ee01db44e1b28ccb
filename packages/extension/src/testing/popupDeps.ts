import type { AccountState } from '../popup/account';
import type { PopupDeps } from '../popup/usePopupData';
import { memoryArea } from './memoryArea';

/** What a popup story starts from. */
export interface PopupFixture {
  /** What chrome.storage.local holds. */
  readonly stored?: Record<string, unknown>;
  /** The server's answer about the account; 'pending' never comes. */
  readonly account: AccountState | 'pending';
}

/** Popup dependencies over memory storage and a server that answers `account`; tabs go nowhere. */
export function fakePopupDeps({ stored = {}, account }: PopupFixture) {
  const storage = memoryArea(stored);
  const deps: PopupDeps = {
    storage,
    account: () =>
      account === 'pending' ? new Promise<AccountState>(() => {}) : Promise.resolve(account),
    openTab: () => {},
    openOptions: () => {},
  };
  return { deps, storage };
}
