/** What the shopper picks under 外观: the system's scheme, or always light or dark. */
export const COLOUR_SCHEME_CHOICES = ['system', 'light', 'dark'] as const;

/** One of {@link COLOUR_SCHEME_CHOICES}. */
export type ColourSchemeChoice = (typeof COLOUR_SCHEME_CHOICES)[number];

/** The device storage (`localStorage`) key of the choice; absent means 跟随系统. */
export const COLOUR_SCHEME_STORAGE_KEY = 'pricetrail.colourScheme';

/** Reads a stored choice; anything unknown (or nothing) follows the system. */
export function readColourSchemeChoice(stored: string | null): ColourSchemeChoice {
  return stored === 'light' || stored === 'dark' ? stored : 'system';
}

/**
 * The inline script at the top of every page's `<head>`: it puts a chosen light or dark scheme on
 * `<html>` (`data-color-scheme`) before anything paints, so a reload never flashes the other one.
 * Storage the browser denies leaves the system's scheme.
 */
export const COLOUR_SCHEME_SCRIPT = `(function(){try{var s=localStorage.getItem(${JSON.stringify(COLOUR_SCHEME_STORAGE_KEY)});if(s==="light"||s==="dark")document.documentElement.dataset.colorScheme=s}catch(e){}})()`;
