import type { OxcOptions } from 'vite';

/**
 * styled-components compiled as the site ships them: CSS minified, no display names; stable ids per file (SSR),
 * styled calls marked pure. The screenshot tests compile the same way, so their baselines prove
 * the minified CSS renders as written.
 */
export const STYLED_COMPONENTS_OXC: OxcOptions = {
  plugins: {
    styledComponents: { displayName: false, fileName: false, ssr: true, minify: true, pure: true },
  },
};
