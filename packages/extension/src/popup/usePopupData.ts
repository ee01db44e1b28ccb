import { useEffect, useState } from 'react';
import {
  readSettings,
  writeSettings,
  type ExtensionSettings,
  type KeyValueArea,
} from '../background/settings';
import { readRecentProducts, type RecentProduct } from '../shared/recentProducts';
import type { AccountState } from './account';

/** What the popup reads and where it opens pages. */
export interface PopupDeps {
  /** chrome.storage.local (a memory area in stories). */
  readonly storage: KeyValueArea;
  /** Asks the server at `origin` about the shopper's account. */
  readonly account: (origin: string) => Promise<AccountState>;
  /** Opens a page in a new tab. */
  readonly openTab: (url: string) => void;
  /** Opens the extension's options page. */
  readonly openOptions: () => void;
}

/** The popup's data: null until read from storage. */
export interface PopupData {
  /** The shopper's settings. */
  readonly settings: ExtensionSettings | null;
  /** The products viewed lately, newest first. */
  readonly recent: readonly RecentProduct[] | null;
  /** The shopper's account on our site. */
  readonly account: AccountState;
  /** Turns contributing on or off (stored at once). */
  readonly setContributing: (isOn: boolean) => void;
}

/** Reads the settings and the recent list, then asks the server about the account. */
export function usePopupData({ storage, account: askAccount }: PopupDeps): PopupData {
  const [settings, setSettings] = useState<ExtensionSettings | null>(null);
  const [recent, setRecent] = useState<readonly RecentProduct[] | null>(null);
  const [account, setAccount] = useState<AccountState>({ kind: 'loading' });

  useEffect(() => {
    let isCurrent = true;
    void (async () => {
      const [read, viewed] = await Promise.all([
        readSettings(storage),
        readRecentProducts(storage),
      ]);
      if (!isCurrent) return;
      setSettings(read);
      setRecent(viewed);
      const answer = await askAccount(read.serverOrigin);
      if (isCurrent) setAccount(answer);
    })();
    return () => {
      isCurrent = false;
    };
  }, [storage, askAccount]);

  const setContributing = (isOn: boolean) => {
    setSettings((current) => current && { ...current, isContributing: isOn });
    void writeSettings(storage, { isContributing: isOn });
  };
  return { settings, recent, account, setContributing };
}
