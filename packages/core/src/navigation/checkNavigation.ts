/** Behaviour.md §8: leaving the site without an explicit allowance. */
export const MSG_EXTERNAL_NAVIGATION = 'Navigating to external URL is not allowed by default';
/** Behaviour.md §8: a `javascript:`-style target. */
export const MSG_SCRIPT_PROTOCOL = 'Cannot navigate to an URL with script protocol';

const SCRIPT_PROTOCOLS = ['javascript:', 'vbscript:', 'data:'];
const PLACEHOLDER_ORIGIN = 'https://pricetrail.invalid';

const LONGEST_PROTOCOL = Math.max(...SCRIPT_PROTOCOLS.map((protocol) => protocol.length));

// Browsers drop ASCII control characters and whitespace inside a scheme, so 'java\tscript:' runs.
function schemeCandidate(value: string): string {
  let out = '';
  for (let i = 0; i < value.length && out.length < LONGEST_PROTOCOL; i += 1) {
    const code = value.charCodeAt(i);
    if (code > 0x20 && code !== 0x7f) out += value.charAt(i);
  }
  return out;
}

/** True when the target would run script (`javascript:`, `vbscript:`, `data:` in any disguise). */
export function isScriptUrl(url: string): boolean {
  const compact = schemeCandidate(url).toLowerCase();
  return SCRIPT_PROTOCOLS.some((protocol) => compact.startsWith(protocol));
}

function parse(url: string, base?: URL): URL | null {
  try {
    return new URL(url, base);
  } catch {
    return null;
  }
}

/** Options of {@link checkNavigation}. */
export interface NavigationOptions {
  /** Allow another origin. */
  external?: boolean;
  /** The current origin; relative paths are always same-origin. */
  origin?: string;
}

/** Behaviour.md §5/§8: throws unless `url` is same-origin (or `external` is allowed) and not a script URL. */
export function checkNavigation(url: string, options: NavigationOptions = {}): void {
  if (isScriptUrl(url)) throw new Error(MSG_SCRIPT_PROTOCOL);
  const base = parse(options.origin ?? PLACEHOLDER_ORIGIN) ?? parse(PLACEHOLDER_ORIGIN);
  const target = base && parse(url, base);
  if (!base || !target) throw new Error(MSG_EXTERNAL_NAVIGATION);
  if (isScriptUrl(target.protocol)) throw new Error(MSG_SCRIPT_PROTOCOL);
  if (!options.external && target.origin !== base.origin) {
    throw new Error(MSG_EXTERNAL_NAVIGATION);
  }
}
