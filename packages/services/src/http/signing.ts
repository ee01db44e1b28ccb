import { signParams } from '@pricetrail/core';
import { compactParams } from './compactParams';
import type { Params } from './HttpClient';

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
