import type { Navigator } from './Navigator';

/** A `Navigator` over react-router's `navigate` and a `Location` (both passed in, never global). */
export function createBrowserNavigator(
  navigate: (path: string, options: { readonly replace: boolean }) => void,
  location: Pick<Location, 'assign' | 'replace'>,
): Navigator {
  return {
    inApp: (path, options) => navigate(path, options),
    external: (url, { replace }) => (replace ? location.replace(url) : location.assign(url)),
  };
}
