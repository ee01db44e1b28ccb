/** An API answer the server's render received: its status and its body (JSON, or text). */
export interface PrimedAnswer {
  /** HTTP status. */
  readonly status: number;
  /** The parsed JSON body, or the text when it was not JSON. */
  readonly body: unknown;
}

/** A `fetch` primed with the server's answers, and a way to drop what is left of them. */
export interface PrimedFetch {
  /** Answers a primed GET from memory (each once), anything else from the network. */
  readonly fetch: typeof fetch;
  /** Forgets the primed answers: from the first navigation on, data is fetched fresh. */
  readonly release: () => void;
}

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * The browser's `fetch` primed with the answers the server's render received (the page state), so
 * the route loaders that run before hydration find the same data without a request.
 */
export function primedFetch(
  answers: Readonly<Record<string, PrimedAnswer>>,
  network: typeof fetch,
): PrimedFetch {
  const left = new Map(Object.entries(answers));
  return {
    fetch: (input, init) => {
      const method = init?.method ?? 'GET';
      const primed = method === 'GET' && typeof input === 'string' ? left.get(input) : undefined;
      if (!primed) return network(input, init);
      left.delete(input as string);
      const text = typeof primed.body === 'string' ? primed.body : JSON.stringify(primed.body);
      return Promise.resolve(
        new Response(NULL_BODY_STATUSES.has(primed.status) ? null : text, {
          status: primed.status,
          headers: { 'content-type': 'application/json; charset=utf-8' },
        }),
      );
    },
    release: () => left.clear(),
  };
}
