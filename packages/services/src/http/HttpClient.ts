/** Query-string or form value; `undefined` and `null` entries are dropped. */
export type ParamValue = string | number | boolean | undefined | null;

/** Query parameters or urlencoded form fields. */
export type Params = Readonly<Record<string, ParamValue>>;

/** A file part of a multipart body: a Blob in browsers, a Buffer (Uint8Array) in Node. */
export interface FormFile {
  /** The file content. */
  readonly data: Blob | Uint8Array;
  /** The file name sent with the part. */
  readonly filename: string;
  /** Optional MIME type of the part. */
  readonly contentType?: string;
}

/** Options every request accepts. */
export interface RequestOptions {
  /** Query parameters appended to the URL. */
  readonly query?: Params;
  /** Extra request headers. */
  readonly headers?: Readonly<Record<string, string>>;
  /** Send cookies on cross-site requests (XHR `withCredentials`). */
  readonly withCredentials?: boolean;
  /** Identity-call signing: adds `t` (seconds) and `sign` (behaviour.md §7). */
  readonly signed?: boolean;
  /** Retries after the first attempt; defaults to the fetch policy of behaviour.md §9. */
  readonly retry?: number;
  /** Abort the request after this many milliseconds. */
  readonly timeoutMs?: number;
}

/** Options of a form post. */
export interface FormOptions extends RequestOptions {
  /** `multipart` (default when files are present) or `urlencoded`. */
  readonly encoding?: 'multipart' | 'urlencoded';
  /** File parts; only with `multipart`. */
  readonly files?: Readonly<Record<string, FormFile>>;
}

/** Options of a JSONP call. */
export interface JsonpOptions {
  /** Query parameters appended to the URL. */
  readonly query?: Params;
  /** Name of the query parameter that carries the callback name. */
  readonly callbackParam?: string;
  /** Give up after this many milliseconds. */
  readonly timeoutMs?: number;
}

/** The HTTP surface every API class uses; `Http` implements it, fakes implement it in tests and stories. */
export interface HttpClient {
  /** GET a JSON answer. */
  get<T>(url: string, options?: RequestOptions): Promise<T>;
  /** DELETE, answering JSON. */
  delete<T>(url: string, options?: RequestOptions): Promise<T>;
  /** POST a JSON body. */
  post<T>(url: string, body?: unknown, options?: RequestOptions): Promise<T>;
  /** PUT a JSON body. */
  put<T>(url: string, body?: unknown, options?: RequestOptions): Promise<T>;
  /** POST form fields, multipart or x-www-form-urlencoded. */
  postForm<T>(url: string, fields: Params, options?: FormOptions): Promise<T>;
  /** Load JSON through a script tag and a callback (cross-site reads from legacy hosts). */
  jsonp<T>(url: string, options?: JsonpOptions): Promise<T>;
}
