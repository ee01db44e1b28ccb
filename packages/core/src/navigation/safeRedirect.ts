const BASE = 'https://pricetrail.invalid';
const MAX_LENGTH = 2048;
const MAX_DECODE_ROUNDS = 3;

function decodeOnce(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

function decodeRepeatedly(value: string): string | null {
  let current = value;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round += 1) {
    const next = decodeOnce(current);
    if (next === null) return null;
    if (next === current) break;
    current = next;
  }
  return current;
}

function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

function pathPart(value: string): string {
  const end = value.search(/[?#]/);
  return end === -1 ? value : value.slice(0, end);
}

const DOT = /^(?:\.|%2e)$/i;
const DOT_DOT = /^(?:\.|%2e){2}$/i;

// RFC 3986 §5.2.4 as the URL parser applies it ('%2e' counts as a dot): '/.//x' and '/a/..//x'
// only become '//x' here, so the check must look at the path after this step, not before.
function removeDotSegments(path: string): string {
  const segments = path.slice(1).split('/');
  const output: string[] = [];
  segments.forEach((segment, index) => {
    const last = index === segments.length - 1;
    if (DOT_DOT.test(segment)) output.pop();
    else if (!DOT.test(segment)) output.push(segment);
    if (last && (DOT.test(segment) || DOT_DOT.test(segment))) output.push('');
  });
  return `/${output.join('/')}`;
}

// Browsers drop tabs and newlines anywhere and read '\' as '/', and a proxy or router may decode
// the path once or twice more, so a path is judged by every form it can take, before and after
// its dot segments are resolved: none of them may start with '//' or hold a backslash, whitespace
// or a control character.
function isSafePath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//')) return false;
  if (/[\\\s]/.test(path) || hasControlCharacter(path)) return false;
  return !removeDotSegments(path).startsWith('//');
}

function sameOriginPath(candidate: string | null | undefined): string | null {
  if (!candidate) return null;
  const value = candidate.trim();
  if (value.length > MAX_LENGTH || hasControlCharacter(value)) return null;
  // A path encoded as a whole ('%2Fmine%3Ftab%3D1') arrives when a link encoded it twice.
  const path = value.startsWith('/') ? value : decodeOnce(value);
  if (!path || hasControlCharacter(path)) return null;
  const decoded = decodeRepeatedly(pathPart(path));
  if (decoded === null || !isSafePath(pathPart(path)) || !isSafePath(decoded)) return null;
  try {
    const url = new URL(path, BASE);
    if (url.origin !== BASE || !isSafePath(url.pathname)) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** The post-login target: `from`, else `from_url`, else `/`; only same-origin paths survive. */
export function safeRedirect(from?: string | null, fromUrl?: string | null): string {
  if (from) return sameOriginPath(from) ?? '/';
  return sameOriginPath(fromUrl) ?? '/';
}
