import type { ColourSchemeDocument } from '@pricetrail/services';

/** This page's `<html>`: marked light or dark, as the head's inline script does on later pages. */
export const BROWSER_COLOUR_SCHEME_DOCUMENT: ColourSchemeDocument = {
  show(choice) {
    const { dataset } = document.documentElement;
    if (choice === 'system') delete dataset.colorScheme;
    else dataset.colorScheme = choice;
  },
};
