import type { SiteRoute } from '@pricetrail/core';

/** The pages of our site the popup opens, from core's route table (the extension may not import pages). */
export const siteLinks = {
  /** The site's lookup page for a link, share text or keywords. */
  lookup: (origin: string, text: string): string =>
    `${origin}${'/trend/history' satisfies SiteRoute}?url=${encodeURIComponent(text)}`,
  /** The sign-in page, returning to the watch list. */
  login: (origin: string): string =>
    `${origin}${'/user_login' satisfies SiteRoute}?from=${encodeURIComponent('/mine/collection' satisfies SiteRoute)}`,
  /** The signed-in shopper's watch list (我的收藏). */
  collection: (origin: string): string => `${origin}${'/mine/collection' satisfies SiteRoute}`,
} as const;
