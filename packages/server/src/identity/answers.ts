/** Behaviour.md §7 answer: `code` 1 success, 0 captcha needed, -1 (or other) failure with `msg`. */
export type IdentityAnswer<T = unknown> = {
  code: number;
  msg: string;
  data?: T;
};

/** Success (`code` 1) with data. */
export function ok<T>(data: T, msg = '成功'): IdentityAnswer<T> {
  return { code: 1, msg, data };
}

/** A failure the page shows as is (`code` -1 unless given). */
export function failure(msg: string, code = -1): IdentityAnswer<never> {
  return { code, msg };
}

/** Schema of every identity answer; `data` is left open so each route documents its own. */
export function answerSchema(data: object = { type: 'object', additionalProperties: true }) {
  return {
    type: 'object',
    properties: { code: { type: 'integer' }, msg: { type: 'string' }, data },
    required: ['code', 'msg'],
  } as const;
}
