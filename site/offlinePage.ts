import type { Plugin } from 'vite';
import { colourSchemeCss } from '../packages/ui/src/theme/colourVariables.ts';
import { darkColours, lightColours, theme } from '../packages/ui/src/theme/tokens.ts';

// Where the page lands in the build: public/sw.js keeps /offline.html at install.
const OFFLINE_PAGE_FILE = 'offline.html';

const { color, font, space, radius, size } = theme;

// Served by the service worker in place of any page this device has not kept, under that page's
// address: so the reload link is the empty one, and nothing here may need the network (no script,
// no stylesheet file, the styles inline; the static files' policy allows inline styles). Without a
// script it cannot read the shopper's 外观 choice, so it follows the system's scheme.
const HTML = `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <meta name="theme-color" content="${lightColours.brand}" media="(prefers-color-scheme: light)" />
    <meta name="theme-color" content="${darkColours.surface}" media="(prefers-color-scheme: dark)" />
    <title>当前没有网络 · 价迹</title>
    <style>
      ${colourSchemeCss()}
      * { box-sizing: border-box; }
      body {
        margin: 0;
        font-family: ${font.family};
        font-size: ${font.size.md};
        line-height: ${font.lineHeight.normal};
        color: ${color.text};
        background: ${color.surfaceMuted};
      }
      header {
        background: ${color.brand};
        padding: ${space.md} ${space.lg};
      }
      header a {
        color: ${color.onBrand};
        font-size: ${font.size.xl};
        font-weight: ${font.weight.bold};
        text-decoration: none;
      }
      main {
        box-sizing: border-box;
        width: min(${size.dialogWidth}, calc(100% - 2 * ${space.md}));
        margin: ${space.xxl} auto;
        padding: ${space.xl} ${space.lg};
        background: ${color.surface};
        border: ${size.hairline} solid ${color.border};
        border-radius: ${radius.md};
      }
      h1 { margin: 0 0 ${space.sm}; font-size: ${font.size.xl}; line-height: ${font.lineHeight.tight}; }
      p { margin: 0 0 ${space.md}; color: ${color.textMuted}; }
      nav { display: flex; flex-wrap: wrap; gap: ${space.sm}; margin-top: ${space.lg}; }
      nav a {
        padding: ${space.sm} ${space.lg};
        border: ${size.hairline} solid ${color.border};
        border-radius: ${radius.sm};
        color: ${color.text};
        text-decoration: none;
      }
      nav a:first-child { background: ${color.brand}; border-color: ${color.brand}; color: ${color.onBrand}; }
      a:focus-visible { outline: ${size.focusRing} solid ${color.focus}; outline-offset: ${size.focusRing}; }
    </style>
  </head>
  <body>
    <header><a href="/home">价迹</a></header>
    <main>
      <h1>当前没有网络连接</h1>
      <p>这个页面还没有保存在这台设备上，连上网络后重新加载即可。</p>
      <p>离线时，打开过的页面和你的收藏仍然可以查看。</p>
      <nav aria-label="离线可看">
        <a href="">重新加载</a>
        <a href="/mine/collection">我的收藏</a>
        <a href="/home">首页</a>
      </nav>
    </main>
  </body>
</html>
`;

/** Emits the page the service worker shows for a page it has not kept while the device is offline. */
export function offlinePage(): Plugin {
  return {
    name: 'pricetrail-offline-page',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: OFFLINE_PAGE_FILE, source: HTML });
    },
  };
}
