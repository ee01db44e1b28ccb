import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { precompress } from './precompress';

const API_TARGET = process.env.API_URL ?? 'http://127.0.0.1:8080';

// The entry and the chunks it imports statically are loaded before any page code runs. Preloading
// them again for every lazy import would only repeat their hashed names in each preload list.
const LOADED_WITH_ENTRY =
  /^assets\/(index|registry|rolldown-runtime|styled-components\.browser\.esm)-/;

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: {
    port: 5173,
    proxy: { '/api': API_TARGET, '/sck': { target: API_TARGET, ws: true } },
  },
  // The server puts each page response's nonce here (packages/server/src/security/headers.ts);
  // Vite adds it to the entry tags and its preloads, and styled-components reads it for <style>.
  html: { cspNonce: '__PRICETRAIL_CSP_NONCE__' },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // Every browser we serve supports modulepreload; the polyfill would only add to the entry.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps) => deps.filter((dep) => !LOADED_WITH_ENTRY.test(dep)),
    },
  },
});
