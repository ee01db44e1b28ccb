import { checkNavigation } from '@pricetrail/core';

/** The address when core's navigation guard accepts it as an external link, else undefined. */
export function safeExternalHref(url: string): string | undefined {
  try {
    checkNavigation(url, { external: true });
    return url;
  } catch {
    return undefined;
  }
}
