import { expect, test } from 'vitest';
import { createTestRootStore } from '../testing/root';
import { viewKind } from './ViewStores';

class Counter {
  constructor(readonly key: string) {}
}

const counters = viewKind('counter', (_root, key: string) => new Counter(key), 2);

test('a kind and key give the same store until the kind keeps newer ones', () => {
  const { views } = createTestRootStore();
  const a = views.of(counters, 'a');
  expect(views.of(counters, 'a')).toBe(a);
  const b = views.of(counters, 'b');
  expect(views.of(counters, 'a')).toBe(a);
  views.of(counters, 'c');
  // 'a' was used after 'b', so 'b' is the one dropped.
  expect(views.of(counters, 'a')).toBe(a);
  expect(views.of(counters, 'b')).not.toBe(b);
});

test('each root builds its own stores, and fresh ones are never shared', () => {
  const first = createTestRootStore();
  const second = createTestRootStore();
  expect(first.views.of(counters, 'a')).not.toBe(second.views.of(counters, 'a'));
  expect(first.views.fresh(counters, 'a')).not.toBe(first.views.of(counters, 'a'));
});
