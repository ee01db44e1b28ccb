import { signParams } from '@pricetrail/core';

/** One answer: its status and JSON body (undefined when the body is not JSON). */
export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T | undefined;
}

/**
 * A browser stand-in over real HTTP: signs identity calls as services' Http does, keeps a cookie
 * jar, sends the site's Origin, and claims its own visitor address in X-Forwarded-For (the
 * proxy in front believes loopback, so each simulated visitor has its own budgets).
 */
export class ScaleClient {
  /** Cookies as the browser would hold them. */
  readonly jar = new Map<string, string>();

  /**
   * @param base where requests go (nginx, or one instance directly)
   * @param siteOrigin the site's public origin, sent as Origin
   * @param visitorIp the address this visitor claims
   */
  constructor(
    public base: string,
    private readonly siteOrigin: string,
    readonly visitorIp: string,
  ) {}

  /** The Cookie header this browser sends. */
  cookieHeader(): string {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** A GET of `path` with `query`, signed when `signed`. */
  get<T = Record<string, unknown>>(
    path: string,
    query: Record<string, string> = {},
    signed = false,
  ): Promise<Answer<T>> {
    const params = new URLSearchParams(signed ? this.#sign(path, query) : query);
    const search = params.size > 0 ? `?${params}` : '';
    return this.#send<T>(`${path}${search}`, { method: 'GET' });
  }

  /** A signed form POST (identity calls). */
  post<T = Record<string, unknown>>(
    path: string,
    body: Record<string, string>,
    signed = true,
  ): Promise<Answer<T>> {
    const form = new URLSearchParams(signed ? this.#sign(path, body) : body);
    return this.#send<T>(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
  }

  /** A JSON POST (the price API). */
  postJson<T = Record<string, unknown>>(path: string, body: object): Promise<Answer<T>> {
    return this.#send<T>(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  }

  #sign(path: string, params: Record<string, string>): Record<string, string> {
    const withTime = { ...params, t: String(Math.floor(Date.now() / 1000)) };
    return { ...withTime, sign: signParams(withTime, path.replace(/^\//, '')) };
  }

  async #send<T>(path: string, init: RequestInit): Promise<Answer<T>> {
    const response = await fetch(`${this.base}${path}`, {
      ...init,
      headers: {
        ...(init.headers as Record<string, string>),
        origin: this.siteOrigin,
        cookie: this.cookieHeader(),
        'x-forwarded-for': this.visitorIp,
      },
      signal: AbortSignal.timeout(30_000),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (value === '' || /max-age=0/i.test(line)) this.jar.delete(name);
      else this.jar.set(name, value);
    }
    const text = await response.text();
    let body: T | undefined;
    try {
      body = JSON.parse(text) as T;
    } catch {
      body = undefined;
    }
    return { status: response.status, body };
  }
}
