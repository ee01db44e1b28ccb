import { flow, makeAutoObservable } from 'mobx';
import type { IdentifiedLink, PricesApiClient } from '../api/priceTypes';
import { NotFoundError } from '../http/errors';
import {
  MSG_IDENTIFYING_LINK,
  MSG_NOT_TRACKED,
  MSG_UNSUPPORTED_LINK,
  lookupErrorMessage,
} from './lookupMessages';
import type { RootStore } from '../root/RootStore';
import { viewKind } from '../root/ViewStores';

type ProductLinkParser = typeof import('./productLinkParser');

/** What the box found: a tracked product, or words to search the catalogue for (no link in them). */
export type LookupFound = { readonly dpId: string } | { readonly keywords: string };

/** The 查历史价 box: resolves a pasted link or share text to a tracked product, or takes keywords. */
export class LinkLookupStore {
  /** A lookup is running. */
  isBusy = false;
  /** Why the last lookup failed, in Chinese (a link we did not hold yet is queued, not failed). */
  error: string | undefined = undefined;
  /** The dp id of a supported link we did not hold, which the lookup has just queued. */
  queuedDpId: string | undefined = undefined;
  /** The server is expanding the short link of an app's share text. */
  isIdentifying = false;

  constructor(
    private readonly root: RootStore,
    private readonly api: PricesApiClient,
  ) {
    makeAutoObservable<this, 'root' | 'api'>(this, { root: false, api: false }, { autoBind: true });
  }

  /**
   * The box's status line, polite rather than an error: 正在识别链接… while the server expands a
   * short link, then that a link we did not hold is now being tracked (its panel follows).
   */
  get statusLine(): string | undefined {
    if (this.isIdentifying) return MSG_IDENTIFYING_LINK;
    return this.queuedDpId ? MSG_NOT_TRACKED : undefined;
  }

  /** Clears the error line and the queued link. */
  clearError(): void {
    this.error = this.queuedDpId = undefined;
  }

  /** Resolves the text; answers what it found, or undefined with `error` set. */
  lookup = flow(function* (this: LinkLookupStore, text: string) {
    this.clearError();
    this.isBusy = true;
    let dpId: string | undefined;
    try {
      const { parseProductUrl, keywordsWithoutLink } =
        (yield import('./productLinkParser')) as ProductLinkParser;
      const parsed = parseProductUrl(text);
      const keywords = keywordsWithoutLink(parsed, text);
      if (keywords) return { keywords } satisfies LookupFound;
      if ('error' in parsed && parsed.error !== 'needs_resolution') {
        this.error = MSG_UNSUPPORTED_LINK;
        return undefined;
      }
      let link = text;
      if ('dpId' in parsed) dpId = parsed.dpId;
      else {
        // A short link: the server follows it to the product page first.
        this.isIdentifying = true;
        const identified = (yield this.api.identify(text)) as IdentifiedLink;
        this.isIdentifying = false;
        ({ dpId, url: link } = identified);
      }
      const resolved = (yield this.api.resolve(link)) as { dpId: string };
      return { dpId: resolved.dpId } satisfies LookupFound;
    } catch (error) {
      // A link we did not hold is not an error: the server queued it and its panel shows why.
      if (error instanceof NotFoundError && dpId) this.queuedDpId = dpId;
      else this.error = lookupErrorMessage(error);
      return undefined;
    } finally {
      this.isBusy = this.isIdentifying = false;
    }
  });
}

/**
 * The words to search the catalogue for when `text` holds no link at all (a search box sent
 * without JavaScript); the link parser is fetched on first use.
 */
export async function lookupKeywords(text: string): Promise<string | undefined> {
  const { parseProductUrl, keywordsWithoutLink } = await import('./productLinkParser');
  return keywordsWithoutLink(parseProductUrl(text), text);
}

/** A search box's link lookup (its error line, its busy state); pages take a fresh one each. */
export const linkLookupView = viewKind(
  'linkLookup',
  (root: RootStore) => new LinkLookupStore(root, root.prices),
);
