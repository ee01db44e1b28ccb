import { ApiError } from './errors';

/** Statuses answered with one more try (behaviour.md §9). */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([
  408, 409, 425, 429, 500, 502, 503, 504,
]);

/** Methods that carry a payload and so are never retried (a repeat could apply it twice). */
const PAYLOAD_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Default number of retries for a method: 1 for GET/HEAD/OPTIONS, 0 for payload methods. */
export function defaultRetries(method: string): number {
  return PAYLOAD_METHODS.has(method.toUpperCase()) ? 0 : 1;
}

/** Whether a failed attempt may be retried; `status` 0 means no answer arrived (network error). */
export function isRetryableStatus(status: number): boolean {
  // A lost connection counts as a server error, the same way the spec's fetch default treats it.
  return status === 0 || RETRY_STATUSES.has(status);
}

/**
 * Runs `attempt`, and again while it fails with a retryable {@link ApiError} and tries remain:
 * `retry` more after the first, or the method's default. The one retry loop of both clients.
 */
export async function sendWithRetries<T>(
  method: string,
  retry: number | undefined,
  attempt: () => Promise<T>,
): Promise<T> {
  const retries = retry ?? defaultRetries(method);
  for (let tried = 0; ; tried += 1) {
    try {
      return await attempt();
    } catch (error) {
      const isRetryable = error instanceof ApiError && isRetryableStatus(error.status);
      if (tried >= retries || !isRetryable) throw error;
    }
  }
}
