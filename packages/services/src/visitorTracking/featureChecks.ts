import type { Behaviour } from './behaviour';

/** What a feature check may look at. */
export interface FeatureContext {
  /** The page's window (or a fake). */
  readonly window: Window;
  /** What the visitor did so far. */
  readonly behaviour: Behaviour;
}

/** One bit of the behaviour record. */
export interface FeatureCheck {
  /** Stable name; the bit is the check's index in `FEATURE_CHECKS`. */
  readonly name: string;
  /** True when the feature is present. */
  readonly test: (context: FeatureContext) => boolean;
}

function storageWorks(storage: Storage): boolean {
  const probe = '__pt_probe__';
  storage.setItem(probe, probe);
  const works = storage.getItem(probe) === probe;
  storage.removeItem(probe);
  return works;
}

/**
 * The 31 checks packed into the record (behaviour.md §9), bit i = FEATURE_CHECKS[i]. Append only: the
 * position of a check is its meaning.
 */
export const FEATURE_CHECKS: readonly FeatureCheck[] = [
  /* 0 */ { name: 'cookiesEnabled', test: ({ window }) => window.navigator.cookieEnabled },
  /* 1 */ { name: 'localStorageWorks', test: ({ window }) => storageWorks(window.localStorage) },
  /* 2 */ {
    name: 'sessionStorageWorks',
    test: ({ window }) => storageWorks(window.sessionStorage),
  },
  /* 3 */ { name: 'indexedDbPresent', test: ({ window }) => 'indexedDB' in window },
  /* 4 */ {
    name: 'touchCapable',
    test: ({ window }) => window.navigator.maxTouchPoints > 0 || 'ontouchstart' in window,
  },
  /* 5 */ { name: 'webdriverFlag', test: ({ window }) => window.navigator.webdriver === true },
  /* 6 */ {
    name: 'headlessAgent',
    test: ({ window }) => /headless/i.test(window.navigator.userAgent),
  },
  /* 7 */ {
    name: 'languagesIncludeZh',
    test: ({ window }) => window.navigator.languages.some((tag) => /^zh\b/i.test(tag)),
  },
  /* 8 */ {
    name: 'primaryLanguageZh',
    test: ({ window }) => /^zh\b/i.test(window.navigator.language),
  },
  /* 9 */ {
    name: 'timezoneShanghai',
    test: () => Intl.DateTimeFormat().resolvedOptions().timeZone === 'Asia/Shanghai',
  },
  /* 10 */ {
    name: 'utcPlus8',
    test: ({ behaviour }) => new Date(behaviour.startedAt).getTimezoneOffset() === -480,
  },
  /* 11 */ { name: 'pluginsPresent', test: ({ window }) => window.navigator.plugins.length > 0 },
  /* 12 */ {
    name: 'screenLargerThanWindow',
    test: ({ window }) =>
      window.screen.width > window.innerWidth || window.screen.height > window.innerHeight,
  },
  /* 13 */ { name: 'devtoolsSeen', test: ({ behaviour }) => behaviour.devtoolsSeen },
  /* 14 */ { name: 'mouseMoved', test: ({ behaviour }) => behaviour.mouseMoves > 0 },
  /* 15 */ { name: 'keyPressed', test: ({ behaviour }) => behaviour.keyPresses > 0 },
  /* 16 */ { name: 'scrolled', test: ({ behaviour }) => behaviour.scrolls > 0 },
  /* 17 */ { name: 'clicked', test: ({ behaviour }) => behaviour.clicks > 0 },
  /* 18 */ { name: 'touched', test: ({ behaviour }) => behaviour.touches > 0 },
  /* 19 */ { name: 'focused', test: ({ behaviour }) => behaviour.focuses > 0 },
  /* 20 */ { name: 'blurred', test: ({ behaviour }) => behaviour.blurs > 0 },
  /* 21 */ { name: 'visibilityChanged', test: ({ behaviour }) => behaviour.visibilityChanges > 0 },
  /* 22 */ { name: 'resized', test: ({ behaviour }) => behaviour.resizes > 0 },
  /* 23 */ { name: 'clipboardUsed', test: ({ behaviour }) => behaviour.clipboardUses > 0 },
  /* 24 */ {
    name: 'pageHidden',
    test: ({ window }) => window.document.visibilityState === 'hidden',
  },
  /* 25 */ {
    name: 'serviceWorkerSupported',
    test: ({ window }) => 'serviceWorker' in window.navigator,
  },
  /* 26 */ { name: 'online', test: ({ window }) => window.navigator.onLine },
  /* 27 */ { name: 'historyLongerThanOne', test: ({ window }) => window.history.length > 1 },
  /* 28 */ { name: 'hasReferrer', test: ({ window }) => window.document.referrer !== '' },
  /* 29 */ { name: 'webglSupported', test: ({ window }) => 'WebGLRenderingContext' in window },
  /* 30 */ {
    name: 'localAddressFound',
    test: ({ behaviour }) => behaviour.localAddress !== undefined,
  },
];

function passes(check: FeatureCheck, context: FeatureContext): boolean {
  try {
    return check.test(context);
  } catch {
    // Blocked or missing browser APIs read as "feature absent".
    return false;
  }
}

/** Runs every check and packs the answers into a 31-bit mask; a check that throws counts as 0. */
export function packFeatures(context: FeatureContext): number {
  return FEATURE_CHECKS.reduce(
    (mask, check, bit) => (passes(check, context) ? mask | (1 << bit) : mask),
    0,
  );
}

/** The names of the checks set in `mask`. */
export function featureNames(mask: number): string[] {
  return FEATURE_CHECKS.filter((_, bit) => (mask & (1 << bit)) !== 0).map((check) => check.name);
}
