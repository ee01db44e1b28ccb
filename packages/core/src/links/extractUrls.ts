const MAX_CANDIDATES = 20;
const TRAILING_PUNCTUATION = new Set(['.', ',', ';', ':', '!', '?', ')', ']', '}', "'", '"', '>']);

function isUrlChar(code: number): boolean {
  // Printable ASCII except space, quotes and angle brackets; anything else (CJK text, full-width
  // punctuation such as 「」【】，) ends a URL inside share text.
  return (
    code > 0x20 && code < 0x7f && code !== 0x22 && code !== 0x3c && code !== 0x3e && code !== 0x60
  );
}

function tokenEnd(text: string, start: number): number {
  let end = start;
  while (end < text.length && isUrlChar(text.charCodeAt(end))) end += 1;
  while (end > start && TRAILING_PUNCTUATION.has(text.charAt(end - 1))) end -= 1;
  return end;
}

function nextSchemeStart(lower: string, from: number): number {
  const http = lower.indexOf('http', from);
  let at = http;
  while (at !== -1) {
    if (lower.startsWith('http://', at) || lower.startsWith('https://', at)) return at;
    at = lower.indexOf('http', at + 4);
  }
  return -1;
}

/**
 * The URLs in a link or a share text, in order, in one linear pass. A URL nested inside another
 * (`…?u=https://item.jd.com/…`) is part of its parent and is not returned on its own.
 */
export function extractUrls(text: string): string[] {
  const lower = text.toLowerCase();
  const urls: string[] = [];
  let at = nextSchemeStart(lower, 0);
  while (at !== -1 && urls.length < MAX_CANDIDATES) {
    const end = tokenEnd(text, at);
    urls.push(text.slice(at, end));
    at = nextSchemeStart(lower, Math.max(end, at + 1));
  }
  if (urls.length === 0) {
    const bare = text.trim();
    if (/^[A-Za-z0-9.-]+\.[A-Za-z]{2,}(?:[/?#]|$)/.test(bare.slice(0, 300))) {
      urls.push(`https://${bare.slice(0, tokenEnd(bare, 0))}`);
    }
  }
  return urls;
}
