// The WHATWG URL API exists in every runtime core runs in (browsers, Node, extensions), but core
// compiles without the DOM and Node libraries so that neither can creep in: declare just this.
declare class URLSearchParams {
  get(name: string): string | null;
}

declare class URL {
  constructor(url: string, base?: string | URL);
  readonly hash: string;
  readonly host: string;
  readonly hostname: string;
  readonly href: string;
  readonly origin: string;
  readonly pathname: string;
  readonly protocol: string;
  readonly search: string;
  readonly searchParams: URLSearchParams;
  toString(): string;
}
