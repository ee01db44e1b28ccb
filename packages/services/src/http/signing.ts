import { signParams } from '@pricetrail/core';
import type { Params } from './HttpClient';

/** Drops `undefined`/`null` entries and turns the rest into strings, as they travel on the wire. */
export function compactParams(params: Params | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null) out[key] = String(value);
  }
  return out;
}

/** The signing action of a call: its path without the leading slash (`/User/Login` → `User/Login`). */
export function actionName(url: string): string {
  return new URL(url, 'http://action.invalid').pathname.replace(/^\/+/, '');
}

/** Adds `t` (epoch seconds) and `sign` (core `signParams` over the params including `t`). */
export function signIdentityParams(
  params: Params | undefined,
  url: string,
  nowMs: number,
): Record<string, string> {
  const withTime = { ...compactParams(params), t: String(Math.floor(nowMs / 1000)) };
  return { ...withTime, sign: signParams(withTime, actionName(url)) };
}
