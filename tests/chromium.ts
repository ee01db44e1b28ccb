/** Flags for Debian's Chromium here: Playwright's own browser download is unavailable. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--font-render-hinting=none',
  // Re-rastering only a changed rect drew anti-aliased edges near it differently from a full raster.
  '--disable-partial-raster',
];

/** Launch options that point playwright-core at the system Chromium (override with CHROMIUM_PATH). */
export function chromiumLaunchOptions() {
  return {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS],
  };
}

/**
 * The page that hosts the test iframe. Vitest shrinks an iframe that does not fit it, so it is
 * tall enough for the visual suite to grow the iframe around a long story.
 */
export const HOST_VIEWPORT = { width: 1400, height: 3200 } as const;
