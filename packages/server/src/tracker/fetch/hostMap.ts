/** `STORE_HOST_MAP`: store host → the origin that answers for it (a fake store, a gateway). */
export type HostMap = ReadonlyMap<string, URL>;

/** Parses `item.jd.com=http://127.0.0.1:9100,…`; a Chinese message when an entry is malformed. */
export function parseHostMap(value: string | undefined): HostMap | string {
  const map = new Map<string, URL>();
  for (const entry of (value ?? '').split(',')) {
    const trimmed = entry.trim();
    if (!trimmed) continue;
    const [host, origin, ...rest] = trimmed.split('=');
    let target: URL | undefined;
    try {
      target = origin ? new URL(origin) : undefined;
    } catch {
      target = undefined;
    }
    const okHost = host !== undefined && /^[a-z0-9.-]+$/i.test(host);
    const okTarget =
      target !== undefined &&
      (target.protocol === 'http:' || target.protocol === 'https:') &&
      (target.pathname === '/' || target.pathname === '') &&
      !target.search;
    if (!okHost || !okTarget || target === undefined || rest.length > 0) {
      return `STORE_HOST_MAP 中的 "${trimmed}" 不是 商城主机=http(s)://主机[:端口]`;
    }
    map.set(host.toLowerCase(), target);
  }
  return map;
}

/** Where a request for `url` really goes: the mapped origin (same path and query) or `url` itself. */
export interface Route {
  target: URL;
  /** The store host the request stands for, sent as `X-Forwarded-Host` when mapped. */
  forwardedHost: string | undefined;
}

/** Applies the host map to one URL. */
export function routeThrough(map: HostMap, url: URL): Route {
  const origin = map.get(url.hostname.toLowerCase());
  if (!origin) return { target: url, forwardedHost: undefined };
  const target = new URL(`${url.pathname}${url.search}`, origin);
  return { target, forwardedHost: url.host };
}
