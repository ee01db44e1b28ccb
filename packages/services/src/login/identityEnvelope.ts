import type { IdentityAnswer } from './identityTypes';

/** Options of every signed identity call: `t` and `sign` added, cookies sent. */
export const SIGNED = { signed: true, withCredentials: true } as const;

/** Reads the `{ code, msg, data }` envelope; the code may travel as a string. */
export function envelope<T>(body: unknown): IdentityAnswer<T> {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  return {
    code: Number(record.code),
    msg: typeof record.msg === 'string' ? record.msg : undefined,
    data: record.data as T | undefined,
  };
}
