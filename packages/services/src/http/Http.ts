import superagent from 'superagent';
import type { Response } from 'superagent';
import { ApiError, errorForStatus, NetworkError } from './errors';
import type { FormOptions, HttpClient, JsonpOptions, Params, RequestOptions } from './HttpClient';
import { createJsonp, type JsonpEnvironment } from './jsonp';
import { compactParams } from './compactParams';
import { sendWithRetries } from './retryPolicy';
import { signIdentityParams } from './signing';

type Method = 'GET' | 'DELETE' | 'POST' | 'PUT';
type Request = ReturnType<typeof superagent.get>;

/** Settings of an `Http` instance. */
export interface HttpOptions {
  /** Prefix for relative URLs, e.g. the identity host. */
  readonly baseUrl?: string;
  /** Clock in epoch milliseconds, for the signing timestamp. */
  readonly now?: () => number;
  /** Default timeout of every request in milliseconds. */
  readonly timeoutMs?: number;
  /** Page access for JSONP, looked up per call (never at import or construction). */
  readonly jsonpEnvironment?: () => JsonpEnvironment;
}

/** Reads the page globals at call time, so creating an `Http` never needs a browser. */
function globalJsonpEnvironment(): JsonpEnvironment {
  if (typeof document === 'undefined') throw new NetworkError('JSONP needs a browser document');
  return {
    document,
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
}

/** Turns whatever superagent threw into one of our error classes. */
function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const failure = error as { status?: unknown; response?: Response; message?: unknown };
  if (failure.response && typeof failure.status === 'number') {
    const retryAfter: unknown = failure.response.headers?.['retry-after'];
    return errorForStatus(
      failure.status,
      failure.response.body,
      typeof retryAfter === 'string' ? retryAfter : undefined,
    );
  }
  return new NetworkError(typeof failure.message === 'string' ? failure.message : undefined);
}

/** The body of an answer: parsed JSON when JSON, otherwise the text (undefined when empty). */
function answerBody(response: Response): unknown {
  if (/json/i.test(response.type)) return response.body;
  return response.text === '' ? undefined : response.text;
}

/** Attaches a JSON body when there is one. */
function withBody(request: Request, body: unknown): Request {
  return body === undefined ? request : request.send(body as object);
}

/** The one superagent wrapper: JSON calls, forms, JSONP, signing, retries and typed errors. */
export class Http implements HttpClient {
  private readonly settings: HttpOptions;
  private readonly runJsonp: ReturnType<typeof createJsonp>;

  constructor(settings: HttpOptions = {}) {
    this.settings = settings;
    this.runJsonp = createJsonp(settings.jsonpEnvironment ?? globalJsonpEnvironment);
  }

  /** GET a JSON answer. */
  get<T>(url: string, options: RequestOptions = {}): Promise<T> {
    return this.send<T>('GET', url, this.withQuery(url, options), (request) => request);
  }

  /** DELETE, answering JSON (never retried by default). */
  delete<T>(url: string, options: RequestOptions = {}): Promise<T> {
    return this.send<T>('DELETE', url, this.withQuery(url, options), (request) => request);
  }

  /** POST a JSON body; with `signed`, the body object gets `t` and `sign`. */
  post<T>(url: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
    const payload = this.signBody(url, body, options);
    return this.send<T>('POST', url, options, (request) => withBody(request, payload));
  }

  /** PUT a JSON body; with `signed`, the body object gets `t` and `sign`. */
  put<T>(url: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
    const payload = this.signBody(url, body, options);
    return this.send<T>('PUT', url, options, (request) => withBody(request, payload));
  }

  /** POST form fields: multipart (`field`/`attach`) or x-www-form-urlencoded. */
  postForm<T>(url: string, fields: Params, options: FormOptions = {}): Promise<T> {
    const values = options.signed
      ? signIdentityParams(fields, url, this.now())
      : compactParams(fields);
    const files = Object.entries(options.files ?? {});
    const encoding = options.encoding ?? (files.length > 0 ? 'multipart' : 'urlencoded');
    return this.send<T>('POST', url, options, (request) => {
      if (encoding === 'urlencoded') return request.type('form').send(values);
      for (const [name, value] of Object.entries(values)) request.field(name, value);
      for (const [name, file] of files) {
        const data = file.data as Parameters<Request['attach']>[1];
        request.attach(name, data, { filename: file.filename, contentType: file.contentType });
      }
      return request;
    });
  }

  /** Load JSON through a script tag and a unique callback. */
  jsonp<T>(url: string, options: JsonpOptions = {}): Promise<T> {
    return this.runJsonp<T>(this.resolve(url), options);
  }

  private now(): number {
    return (this.settings.now ?? Date.now)();
  }

  private resolve(url: string): string {
    const base = this.settings.baseUrl;
    if (!base || /^[a-z][a-z\d+.-]*:|^\/\//i.test(url)) return url;
    return `${base.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
  }

  private withQuery(url: string, options: RequestOptions): RequestOptions {
    if (!options.signed) return options;
    return { ...options, query: signIdentityParams(options.query, url, this.now()) };
  }

  private signBody(url: string, body: unknown, options: RequestOptions): unknown {
    if (!options.signed) return body;
    return signIdentityParams((body ?? {}) as Params, url, this.now());
  }

  private async send<T>(
    method: Method,
    url: string,
    options: RequestOptions,
    attach: (request: Request) => Request,
  ): Promise<T> {
    return sendWithRetries(method, options.retry, async () => {
      try {
        return answerBody(await attach(this.build(method, url, options))) as T;
      } catch (error) {
        throw toApiError(error);
      }
    });
  }

  private build(method: Method, url: string, options: RequestOptions): Request {
    const request = superagent(method, this.resolve(url)).accept('json');
    const query = compactParams(options.query);
    if (Object.keys(query).length > 0) request.query(query);
    if (options.headers) request.set(options.headers);
    if (options.withCredentials) request.withCredentials();
    const timeoutMs = options.timeoutMs ?? this.settings.timeoutMs;
    if (timeoutMs !== undefined) request.timeout(timeoutMs);
    return request;
  }
}
