import { flow, makeAutoObservable } from 'mobx';
import type { PricesApiClient } from '../api/priceTypes';
import { MSG_UNSUPPORTED_LINK, lookupErrorMessage } from './lookupMessages';
import type { RootStore } from '../root/RootStore';

type ProductLinkParser = typeof import('./productLinkParser');

/** The 查历史价 box: resolves a pasted link or share text to a tracked product's dp id. */
export class LinkLookupStore {
  /** A lookup is running. */
  isBusy = false;
  /** Why the last lookup failed, in Chinese. */
  error: string | undefined = undefined;

  constructor(
    private readonly root: RootStore,
    private readonly api: PricesApiClient,
  ) {
    makeAutoObservable<this, 'root' | 'api'>(this, { root: false, api: false }, { autoBind: true });
  }

  /** Clears the error line. */
  clearError(): void {
    this.error = undefined;
  }

  /** Resolves the text; answers the dp id, or undefined with `error` set. */
  lookup = flow(function* (this: LinkLookupStore, text: string) {
    this.error = undefined;
    this.isBusy = true;
    try {
      const { parseProductUrl } = (yield import('./productLinkParser')) as ProductLinkParser;
      const parsed = parseProductUrl(text);
      if ('error' in parsed && parsed.error !== 'needs_resolution') {
        this.error = MSG_UNSUPPORTED_LINK;
        return undefined;
      }
      const resolved = (yield this.api.resolve(text)) as { dpId: string };
      return resolved.dpId;
    } catch (error) {
      this.error = lookupErrorMessage(error);
      return undefined;
    } finally {
      this.isBusy = false;
    }
  });
}
