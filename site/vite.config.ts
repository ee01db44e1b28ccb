import react from '@vitejs/plugin-react';
import {
  defaultClientConditions,
  defaultServerConditions,
  defineConfig,
  type UserConfig,
} from 'vite';
import { colourSchemeScript } from './colourSchemeScript';
import { offlinePage } from './offlinePage';
import { precompress } from './precompress';
import { STYLED_COMPONENTS_OXC } from './styledComponentsTransform';

const API_TARGET = process.env.API_URL ?? 'http://127.0.0.1:8080';

// The entry and the chunks it imports statically are loaded before any page code runs. Preloading
// them again for every lazy import would only repeat their hashed names in each preload list.
const LOADED_WITH_ENTRY =
  /^assets\/(index|registry|rolldown-runtime|styled-components\.browser\.esm)-/;

// Prices, counts (万) and store names as every list and product page shows them, the demo-data
// badge, and the keywords tidying their search boxes and the catalogue's list share (on its own,
// a chunk of a few bytes each of those pages would load).
const CARD_TEXT = {
  name: 'cardText',
  test: /packages\/(ui\/src\/components\/PriceTag\/(PriceTag\.tsx|StoreBadge|Badge)|core\/src\/(format\/(currency|wan)|validation\/keywords)|pages\/src\/common\/DemoBadge)/,
};

// The product grid of /home and the category lists, with its lazy images, the card title link and the
// lazy empty state.
const PRODUCT_GRID = {
  name: 'productGrid',
  test: /packages\/(ui\/src\/components\/(ProductCard\/|LazyImage\/|PriceTag\/(cardLink|cardFormat))|pages\/src\/common\/(ProductGrid|CategoryChips|LazyEmptyState))/,
};

// What every filtered list page shares (the store, the address, filters, sort bar, pager and the kit's
// Pagination under it, category links and header styles). Rolldown would split it by importer set (the category list with the deals
// page, the promotion lists and the rankings), and each piece costs the category list a chunk.
const LIST_PAGE = {
  name: 'listPage',
  test: /packages\/(pages\/src\/common\/(ListFilters|SortBar|CategoryLinks|ListPager|ListPage\.styles)|services\/src\/stores\/(ListPageStore|listAddress)|ui\/src\/components\/Pagination\/)/,
};

// The personal area's API clients (lazily loaded, personal/clients.ts) with the small pieces the
// signed-in pages share with them (the unread count, the 导出 path, the wire readers): a signed-in
// page fetches the clients at once for the bell's count, and each piece on its own would be a
// chunk whose name every page's entry carries in its preload table.
const PERSONAL_CLIENTS = {
  name: 'clients',
  test: /packages\/services\/src\/(personal\/(clients|PersonalApi|personalWire|exportPath)|alerts\/(AlertsApi|alertsWire|alertLimits|unreadOf|UnreadCount)|http\/(wireValues|RefusedError))\./,
};

// The server entry (ADR 6): every page and its dependencies in one Node module the server loads at
// run time, so the server needs none of the browser's packages installed beside it.
const SERVER_BUILD: UserConfig = {
  plugins: [react()],
  publicDir: false,
  resolve: { conditions: ['source', ...defaultServerConditions] },
  ssr: { noExternal: true, resolve: { conditions: ['source', ...defaultServerConditions] } },
  oxc: STYLED_COMPONENTS_OXC,
  // Bundled dependencies choose their production builds (React's development server renderer is
  // several times slower).
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist-ssr',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: { output: { entryFileNames: 'renderPage.js' } },
  },
};

export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? SERVER_BUILD
    : {
        plugins: [react(), colourSchemeScript(), offlinePage(), precompress()],
        resolve: { conditions: ['source', ...defaultClientConditions] },
        oxc: STYLED_COMPONENTS_OXC,
        server: {
          port: 5173,
          proxy: { '/api': API_TARGET, '/sck': { target: API_TARGET, ws: true } },
        },
        // The server puts each page response's nonce here (packages/server/src/security/headers.ts);
        // Vite adds it to the entry tags and its preloads, and styled-components reads it for <style>.
        // core's CSP_NONCE_PLACEHOLDER (this file runs in plain Node, before core is built).
        html: { cspNonce: '__PRICETRAIL_CSP_NONCE__' },
        build: {
          rolldownOptions: {
            output: {
              // Rolldown splits shared code by the set of pages that import each module. The personal
              // pages use a few of the kit's card pieces (PriceTag, StoreBadge, the card title link)
              // but not the rest of the chunks those pieces lived in, which cut the list and product
              // pages' shared chunks into pieces of a few hundred bytes, each with its own gzip
              // and import lines (+0.5 KB on /home). These groups keep what the list and product pages
              // load together in one chunk; the personal pages load a little more than they use.
              codeSplitting: {
                includeDependenciesRecursively: false,
                groups: [CARD_TEXT, PRODUCT_GRID, LIST_PAGE, PERSONAL_CLIENTS],
              },
            },
          },
          outDir: 'dist',
          sourcemap: true,
          // dist/.vite/manifest.json: the server's renderer preloads each page's route chunks.
          manifest: true,
          // Every browser we serve supports modulepreload; the polyfill would only add to the entry.
          modulePreload: {
            polyfill: false,
            resolveDependencies: (_file, deps) =>
              deps.filter((dep) => !LOADED_WITH_ENTRY.test(dep)),
          },
        },
      },
);
