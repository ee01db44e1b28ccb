import type { SiteRoute } from '@pricetrail/core';

/** The pages of our site the popup opens, from core's route table (the extension may not import pages). */
export const siteLinks = {
  /** The site's lookup page for a link or share text. */
  lookup: (origin: string, text: string): string =>
    `${origin}${'/trend/history' satisfies SiteRoute}?url=${encodeURIComponent(text)}`,
  /** The site's catalogue searched for keywords. */
  search: (origin: string, keywords: string): string =>
    `${origin}${'/crc64/list' satisfies SiteRoute}?q=${encodeURIComponent(keywords)}`,
  /** The sign-in page, returning to the watch list. */
  login: (origin: string): string =>
    `${origin}${'/user_login' satisfies SiteRoute}?from=${encodeURIComponent('/mine/collection' satisfies SiteRoute)}`,
  /** The signed-in shopper's watch list (我的收藏). */
  collection: (origin: string): string => `${origin}${'/mine/collection' satisfies SiteRoute}`,
} as const;
