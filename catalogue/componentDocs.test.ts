import * as ui from '@pricetrail/ui';
import { withCustomConfig, type ComponentDoc } from 'react-docgen-typescript';
import { beforeAll, describe, expect, test } from 'vitest';
import { DOCGEN_OPTIONS, DOCGEN_TSCONFIG } from '../.storybook/docgen';

const UI_INDEX = new URL('../packages/ui/src/index.ts', import.meta.url).pathname;

/** Export names of `@pricetrail/ui` that are React components (functions or forwardRef objects). */
function componentExports(): string[] {
  return Object.entries(ui)
    .filter(([name, value]) => {
      if (!/^[A-Z][a-z]/.test(name)) return false;
      if (typeof value === 'function') return true;
      return (
        typeof value === 'object' &&
        value !== null &&
        '$$typeof' in value &&
        value.$$typeof === Symbol.for('react.forward_ref')
      );
    })
    .map(([name]) => name)
    .sort();
}

describe('every component of the kit documents itself for the catalogue', () => {
  let docs: Map<string, ComponentDoc>;

  beforeAll(() => {
    const parser = withCustomConfig(DOCGEN_TSCONFIG, DOCGEN_OPTIONS);
    docs = new Map(parser.parse(UI_INDEX).map((doc) => [doc.displayName, doc]));
  }, 60_000);

  test('reads the components and their props', () => {
    expect(componentExports()).toEqual(expect.arrayContaining(['Dialog', 'PageColumn', 'Tabs']));
    expect(docs.get('SmsButton')?.props['onSend']?.description).toMatch(/tag/);
  });

  test('each has a description', () => {
    const undocumented = componentExports().filter((name) => !docs.get(name)?.description.trim());
    expect(undocumented).toEqual([]);
  });

  test('each prop has a JSDoc line', () => {
    const undocumented = componentExports().flatMap((name) =>
      Object.values(docs.get(name)?.props ?? {})
        .filter((prop) => !prop.description.trim())
        .map((prop) => `${name}.${prop.name}`),
    );
    expect(undocumented).toEqual([]);
  });
});
