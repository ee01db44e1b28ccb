// @vitest-environment jsdom
// jsdom only so that `@pricetrail/core` resolves (see http/Http.test.ts); the browser globals are
// hidden below, as on a server.
import { describe, expect, it } from 'vitest';

const BROWSER_GLOBALS = [
  'window',
  'document',
  'navigator',
  'localStorage',
  'sessionStorage',
  'location',
] as const;

describe('the package entry points', () => {
  it('import and build a root store with no browser globals', async () => {
    const saved = BROWSER_GLOBALS.map(
      (name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)] as const,
    );
    for (const name of BROWSER_GLOBALS) {
      Object.defineProperty(globalThis, name, { configurable: true, value: undefined });
    }
    try {
      const services = await import('./index');
      const react = await import('./react/index');
      const testing = await import('./testing/index');
      const root = testing.createTestRootStore();
      const second = testing.createTestRootStore();
      expect(root).not.toBe(second);
      expect(new services.Http()).toBeInstanceOf(services.Http);
      expect(react.useRootStore).toBeTypeOf('function');
    } finally {
      for (const [name, descriptor] of saved) {
        if (descriptor) Object.defineProperty(globalThis, name, descriptor);
      }
    }
  });
});
