// Where short-link services put their target when they answer 200 instead of a 30x: m.tb.cn and
// e.tb.cn in `var url = '…'`, u.jd.com in `var hrl = '…'`; others in a meta refresh or a
// `location` assignment. The page is only read, never run.
const TARGETS: readonly RegExp[] = [
  /\bvar\s+(?:url|hrl)\s*=\s*(['"])(?<target>https?:[^'"\s]+)\1/,
  /<meta[^>]+http-equiv\s*=\s*["']?refresh["']?[^>]*?content\s*=\s*["'][^"']*?url\s*=\s*(?<target>[^"'>\s]+)/i,
  /\blocation(?:\.href)?\s*=\s*(['"])(?<target>https?:[^'"\s]+)\1/,
  /\blocation\.(?:replace|assign)\(\s*(['"])(?<target>https?:[^'"\s]+)\1/,
];

function unescape(target: string): string {
  return target.replace(/\\\//g, '/').replace(/\\x26|\\u0026|&amp;/gi, '&');
}

/** The URL a short-link page sends the browser to, or undefined when it names none. */
export function redirectInPage(html: string): string | undefined {
  for (const pattern of TARGETS) {
    const target = pattern.exec(html)?.groups?.target;
    if (target) return unescape(target);
  }
  return undefined;
}
