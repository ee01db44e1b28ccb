import { DEVTOOLS_GAP_PX } from './constants';

/**
 * Docked developer tools shrink the page: outer minus inner size above 160 px on either axis.
 * Undocked tools are not seen; the console-getter trick is left out as modern browsers defeat it.
 */
export function looksLikeDevtoolsOpen(
  target: Pick<Window, 'outerWidth' | 'innerWidth' | 'outerHeight' | 'innerHeight'>,
): boolean {
  return (
    target.outerWidth - target.innerWidth > DEVTOOLS_GAP_PX ||
    target.outerHeight - target.innerHeight > DEVTOOLS_GAP_PX
  );
}
