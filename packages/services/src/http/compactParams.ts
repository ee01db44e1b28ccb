import type { Params } from './HttpClient';

/** Drops `undefined`/`null` entries and turns the rest into strings, as they travel on the wire. */
export function compactParams(params: Params | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null) out[key] = String(value);
  }
  return out;
}
