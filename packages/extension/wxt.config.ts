// The source file itself: the config loads before any workspace package is built.
import { EXTENSION_PUBLIC_KEY } from '../core/src/browser/extensionIdentity';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'wxt';

/** Where the extension finds our server until the shopper sets another (chrome.storage). */
const serverOrigin = new URL(process.env.EXTENSION_SERVER_ORIGIN ?? 'http://localhost:8080').origin;

/** A host permission for the build's server, plus loopback for self-hosters trying it locally. */
function serverHostPermissions(origin: string): string[] {
  const { protocol, hostname } = new URL(origin);
  return [...new Set([`${protocol}//${hostname}/*`, 'http://localhost/*', 'http://127.0.0.1/*'])];
}

// ADR 3: WXT builds the Manifest V3 extension; entrypoints import their helpers explicitly.
export default defineConfig({
  srcDir: 'src',
  outDir: 'dist',
  imports: false,
  manifestVersion: 3,
  manifest: {
    name: '价迹 PriceTrail',
    // A fixed id (and origin), which the server allows to post 降价提醒 (core's EXTENSION_ORIGIN).
    key: EXTENSION_PUBLIC_KEY,
    description:
      '在京东、天猫、淘宝、拼多多、苏宁和唯品会的商品页上显示历史价格，并回传看到的价格。',
    permissions: ['storage', 'alarms'],
    host_permissions: serverHostPermissions(serverOrigin),
    // A self-hoster's server, granted when they save its address on the options page.
    optional_host_permissions: ['http://*/*', 'https://*/*'],
  },
  zip: { artifactTemplate: 'pricetrail-extension-{{version}}.zip' },
  hooks: {
    // `imports: false` still leaves WXT's unimport plugin adding `import { browser } from
    // 'wxt/browser'` to workspace sources that merely name a variable `browser` (wxt-dev/wxt#2206,
    // fixed after the 0.20 line): the plugin is told not to add imports at all.
    'config:resolved': (wxt) => {
      Object.assign(wxt.config.imports, { autoImport: false });
    },
  },
  vite: () => ({
    // Workspace packages resolve to their TypeScript sources (ADR 2).
    resolve: { conditions: ['source', ...defaultClientConditions] },
    define: { 'import.meta.env.EXTENSION_SERVER_ORIGIN': JSON.stringify(serverOrigin) },
  }),
});
