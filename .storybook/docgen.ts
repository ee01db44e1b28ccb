import { fileURLToPath } from 'node:url';
import type { ParserOptions } from 'react-docgen-typescript';

/** The TypeScript project the props tables are read from: the kit and the pages. */
export const DOCGEN_TSCONFIG = fileURLToPath(new URL('tsconfig.docgen.json', import.meta.url));

/**
 * How react-docgen-typescript reads props, shared by the catalogue and the test that checks every
 * prop has a JSDoc line: unions show their literal values, and props declared by React's DOM
 * types or other libraries (e.g. styled-components' `as`) are left out, since we cannot document them.
 */
export const DOCGEN_OPTIONS = {
  shouldExtractLiteralValuesFromEnum: true,
  shouldRemoveUndefinedFromOptional: true,
  propFilter: (prop) =>
    !prop.declarations?.some(({ fileName }) => fileName.includes('node_modules')) &&
    !prop.parent?.fileName.includes('node_modules'),
} satisfies ParserOptions;
