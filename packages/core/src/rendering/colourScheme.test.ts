// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { COLOUR_SCHEME_SCRIPT, COLOUR_SCHEME_STORAGE_KEY } from './colourScheme.js';

const runHeadScript = new Function(COLOUR_SCHEME_SCRIPT) as () => void;

afterEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.colorScheme;
});

describe('the head script that applies the 外观 choice', () => {
  it.each(['light', 'dark'])('puts a kept %s choice on <html>', (choice) => {
    localStorage.setItem(COLOUR_SCHEME_STORAGE_KEY, choice);
    runHeadScript();
    expect(document.documentElement.dataset.colorScheme).toBe(choice);
  });

  it('leaves the system scheme when nothing (or nothing it knows) is kept', () => {
    runHeadScript();
    localStorage.setItem(COLOUR_SCHEME_STORAGE_KEY, 'sepia');
    runHeadScript();
    expect(document.documentElement.hasAttribute('data-color-scheme')).toBe(false);
  });
});
