import { expect, test } from 'vitest';
import { USAGE } from './usage';

const storySources = import.meta.glob<string>('../packages/ui/src/**/*.stories.tsx', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The `title` of each story file's meta, e.g. 'Base/Dialog'. */
const titles = Object.values(storySources)
  .map((source) => /^ {2}title: '([^']+)',$/m.exec(source)?.[1])
  .sort();

test('every component story file has usage notes for designers, and no note is left over', () => {
  expect(titles).not.toContain(undefined);
  expect(Object.keys(USAGE).sort()).toEqual(titles);
});

test('each note says both when to use the component and when not to', () => {
  const incomplete = Object.entries(USAGE)
    .filter(([, usage]) => usage.use.length === 0 || usage.avoid.length === 0)
    .map(([title]) => title);
  expect(incomplete).toEqual([]);
});
