/** The browser build's `index.html` head, split into what every page copies and the code it loads. */
export interface ClientHead {
  /** Charset, viewport, icon and the nonce meta, copied into every rendered page as they are. */
  readonly tags: string;
  /** The entry script's address, then the modules it preloads. */
  readonly code: readonly string[];
}

const ENTRY_SCRIPT = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g;

/** Reads the head of the browser build's `index.html`. */
export function clientHead(clientHtml: string): ClientHead {
  const head = /<head>([\s\S]*?)<\/head>/.exec(clientHtml)?.[1];
  if (head === undefined) throw new Error('index.html 中没有 <head>');
  const entry = ENTRY_SCRIPT.exec(head);
  if (!entry?.[1]) throw new Error('index.html 中没有入口脚本');
  const preloads = [...head.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '');
  const tags = head.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '');
  return {
    tags: tags
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .join(''),
    code: [entry[1], ...preloads],
  };
}
