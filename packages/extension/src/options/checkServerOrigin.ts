import { originOf } from '../background/settings';

/** Shown under the server address when it is not an http(s) origin. */
export const MSG_BAD_ORIGIN =
  '请填写以 http:// 或 https:// 开头、只含域名（可带端口）的服务器地址，例如 https://pricetrail.example.com';

/** What the options page makes of the server address typed in. */
export type OriginCheck =
  { readonly ok: true; readonly origin: string } | { readonly ok: false; readonly error: string };

/** Takes an http(s) origin (a trailing slash is fine); a path, query, fragment or user name is refused. */
export function checkServerOrigin(text: string): OriginCheck {
  const trimmed = text.trim();
  const origin = originOf(trimmed);
  if (!origin) return { ok: false, error: MSG_BAD_ORIGIN };
  const url = new URL(trimmed);
  const hasMore = url.pathname !== '/' || url.search || url.hash || url.username || url.password;
  return hasMore ? { ok: false, error: MSG_BAD_ORIGIN } : { ok: true, origin };
}

/** The host permission the extension needs to call a server origin (match patterns carry no port). */
export function hostPermissionOf(origin: string): string {
  const { protocol, hostname } = new URL(origin);
  return `${protocol}//${hostname}/*`;
}
