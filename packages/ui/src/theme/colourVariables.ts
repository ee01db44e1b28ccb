import { darkColours, lightColours, type ColourName, type ColourValues } from './palette';

/** The CSS custom property that holds a colour token: `brandHover` → `--color-brand-hover`. */
export function colourProperty(name: ColourName): string {
  return `--color-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

const names = Object.keys(lightColours) as ColourName[];

/** Each colour token as a `var(…)` of its custom property: what the styles write. */
export const colourVariables = Object.fromEntries(
  names.map((name) => [name, `var(${colourProperty(name)})`]),
) as Readonly<Record<ColourName, string>>;

function declarations(values: ColourValues): string {
  return names.map((name) => `${colourProperty(name)}:${values[name]};`).join('');
}

/**
 * The stylesheet that gives the custom properties their values: light by default, dark when the
 * system asks for it unless the page says light (`data-color-scheme` on `<html>`, the shopper's
 * choice), and dark when the page says so. `color-scheme` lets form controls and scroll bars follow.
 * A function, so a bundle that only reads the tokens (the extension's content scripts) drops it.
 */
export function colourSchemeCss(): string {
  return [
    `:root{color-scheme:light;${declarations(lightColours)}}`,
    `@media (prefers-color-scheme: dark){:root:not([data-color-scheme='light']){color-scheme:dark;${declarations(darkColours)}}}`,
    `:root[data-color-scheme='dark']{color-scheme:dark;${declarations(darkColours)}}`,
  ].join('\n');
}
