import { describe, expect, it } from 'vitest';
import { COLOUR_SCHEME_SCRIPT, COLOUR_SCHEME_STORAGE_KEY } from './colourScheme.js';

interface FakePage {
  readonly dataset: Record<string, string>;
}

/** Runs the head script against a page whose storage holds `stored` (or throws, when denied). */
function runHeadScript(stored: string | null | Error): FakePage {
  const dataset: Record<string, string> = {};
  const storage = {
    getItem(key: string) {
      if (stored instanceof Error) throw stored;
      return key === COLOUR_SCHEME_STORAGE_KEY ? stored : null;
    },
  };
  const script = new Function('localStorage', 'document', COLOUR_SCHEME_SCRIPT) as (
    storage: unknown,
    document: unknown,
  ) => void;
  script(storage, { documentElement: { dataset } });
  return { dataset };
}

describe('the head script that applies the 外观 choice', () => {
  it.each(['light', 'dark'])('puts a kept %s choice on <html>', (choice) => {
    expect(runHeadScript(choice).dataset).toEqual({ colorScheme: choice });
  });

  it('leaves the system scheme when nothing, or nothing it knows, is kept', () => {
    expect(runHeadScript(null).dataset).toEqual({});
    expect(runHeadScript('sepia').dataset).toEqual({});
  });

  it('leaves the system scheme when the browser denies storage', () => {
    expect(runHeadScript(new Error('SecurityError')).dataset).toEqual({});
  });
});
