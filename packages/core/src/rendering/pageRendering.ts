// The seam between the server and the site's server build (ADR 6): the server loads the built
// renderer at run time and speaks to it only through these types, so it imports nothing of the
// browser's packages and the site imports nothing of the server's.

/** Where a rendered page puts each response's CSP nonce; the server fills it in per response. */
export const CSP_NONCE_PLACEHOLDER = '__PRICETRAIL_CSP_NONCE__';

/** Marks a request the renderer makes of the API from inside the server (no HTTP, no browser). */
export const IN_PROCESS_HEADER = 'x-pricetrail-render';

/** One API request the renderer makes while it renders. */
export interface InProcessRequest {
  /** `GET`, `HEAD`, `POST`, … */
  readonly method: string;
  /** Path and query on the site's origin, e.g. `/api/products/100-3/history?range=1y`. */
  readonly url: string;
  /** Request headers, lower-case names. */
  readonly headers: Readonly<Record<string, string>>;
  /** The request body, already serialized. */
  readonly body?: string;
}

/** The API's answer to an {@link InProcessRequest}. */
export interface InProcessResponse {
  /** HTTP status. */
  readonly status: number;
  /** Response headers, lower-case names. */
  readonly headers: Readonly<Record<string, string>>;
  /** The body as text. */
  readonly body: string;
}

/** The server's API, answered inside its own process. */
export type InProcessTransport = (request: InProcessRequest) => Promise<InProcessResponse>;

/** What the server asks the renderer for. */
export interface PageRenderRequest {
  /** The page's path and query, e.g. `/crc64/dp100-3?from=share`. */
  readonly url: string;
  /** The site's public origin (`https://example.com`), for canonical links and Open Graph. */
  readonly origin: string;
  /** The API the page's stores load their data from. */
  readonly api: InProcessTransport;
  /** Told of an error the page survived (a part the browser will render instead), for the log. */
  readonly onError: (error: unknown) => void;
}

/**
 * What a rendered page's HTML depends on beyond its code, so the server can keep it while that
 * stays the same: a product page depends on the product (and its cluster's offers).
 */
export type PageDependency = { readonly kind: 'product'; readonly dpId: string };

/** A page the renderer rendered: the whole document, nonce placeholders in place. */
export interface RenderedDocument {
  /** Discriminates the result. */
  readonly kind: 'document';
  /** 200, or 404 for an unknown route or a failed parameter check (behaviour.md §2). */
  readonly status: number;
  /** The HTML document; {@link CSP_NONCE_PLACEHOLDER} wherever the nonce goes. */
  readonly html: string;
  /** Keep the page out of search indexes (404s, errors, personal pages). */
  readonly isNoIndex: boolean;
  /** Data the page was rendered from that the server can check for change, when it may be kept. */
  readonly dependsOn: readonly PageDependency[];
}

/** A route that answers with another address (`/` → `/home`). */
export interface RenderedRedirect {
  /** Discriminates the result. */
  readonly kind: 'redirect';
  /** 301, 302, 303, 307 or 308. */
  readonly status: number;
  /** The address to go to (a path on this site). */
  readonly location: string;
}

/** The renderer's answer. */
export type PageRenderResult = RenderedDocument | RenderedRedirect;

/** Renders the site's pages; one per server process, called once per page request. */
export interface PageRenderer {
  /** Renders one page with its data. */
  render(request: PageRenderRequest): Promise<PageRenderResult>;
}

/** How the server makes a renderer: from what the browser build wrote. */
export interface PageRendererOptions {
  /** The built `index.html` of the browser bundle, nonce placeholders in place. */
  readonly clientHtml: string;
  /** The browser build's manifest (Vite's `.vite/manifest.json`), to preload each page's code. */
  readonly clientManifest?: string;
}

/** What the built renderer module exports. */
export interface PageRendererModule {
  /** Makes the renderer. */
  createPageRenderer(options: PageRendererOptions): PageRenderer;
}
