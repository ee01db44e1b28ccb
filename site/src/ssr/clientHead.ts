/**
 * What the browser build's `index.html` puts in `<head>` (charset, viewport, icon, the nonce meta,
 * the entry script and its preloads), to copy into every rendered page as it is.
 */
export function clientHead(clientHtml: string): string {
  const head = /<head>([\s\S]*?)<\/head>/.exec(clientHtml)?.[1];
  if (head === undefined) throw new Error('index.html 中没有 <head>');
  return head
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('');
}
