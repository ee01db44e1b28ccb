/** A path without query, hash or trailing slash; '/' counts as '/home' (behaviour.md §2: / resolves to /home). */
export function normalizePath(path: string): string {
  const bare = (path.split(/[?#]/)[0] ?? '').replace(/\/+$/, '');
  return bare === '' ? '/home' : bare;
}

/**
 * How a navigation item relates to the page shown: 'page' when it is that page, 'true' when the
 * page lies inside the item's section (e.g. /trend/history under /trend), else undefined.
 */
export function navCurrent(
  href: string,
  activePath: string | undefined,
): 'page' | 'true' | undefined {
  if (activePath === undefined) return undefined;
  const path = normalizePath(activePath);
  const target = normalizePath(href);
  if (path === target) return 'page';
  return path.startsWith(`${target}/`) ? 'true' : undefined;
}
