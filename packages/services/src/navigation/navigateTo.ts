import { checkNavigation } from '@pricetrail/core';
import type { NavigateOptions, Navigator } from './Navigator';

/** Stand-in origin when none is known (no browser): relative paths stay in-app. */
const FALLBACK_ORIGIN = 'https://pricetrail.invalid';

/**
 * Guarded navigation: core `checkNavigation` first (it throws the spec's errors for external and
 * script URLs), then an in-app move for same-origin targets or a full-page move for allowed others.
 */
export function navigateTo(
  navigator: Navigator,
  url: string,
  options: NavigateOptions & { readonly origin?: string } = {},
): void {
  checkNavigation(url, { external: options.external ?? false, origin: options.origin });
  const origin = options.origin ?? FALLBACK_ORIGIN;
  const target = new URL(url, origin);
  const replace = options.replace ?? false;
  if (target.origin === new URL(origin).origin) {
    navigator.inApp(`${target.pathname}${target.search}${target.hash}`, { replace });
  } else {
    navigator.external(target.href, { replace });
  }
}
