/** The largest id a path may name: the databases' 32-bit `integer` columns hold no more. */
export const ID_MAX = 2_147_483_647;

/** The range, and what the API document says, of one integer a request carries. */
export interface IntegerFieldOptions {
  minimum: number;
  maximum: number;
  default?: number;
  /** The only values taken (the range still bounds them). */
  enum?: readonly number[];
  description?: string;
}

// Ajv coerces `"1e309"` to Infinity and then skips the range checks, which only look at finite
// numbers; the type, checked once more after coercion, refuses it.
const CHECKED_AFTER_COERCION = [{ type: 'integer' }] as const;

/**
 * The schema of an integer in a query, path or body: bounded to `minimum`–`maximum`, and an
 * overflowing number (`?page=1e309`) answers 400 `page 应为整数` instead of reaching the database.
 * Every integer a request carries is declared through it.
 */
export function integerField<const O extends IntegerFieldOptions>(options: O) {
  return { type: 'integer', ...options, allOf: CHECKED_AFTER_COERCION } as const;
}

/** A positive id in a path (`/api/shaidan/:id/like`). */
export const idField = integerField({ minimum: 1, maximum: ID_MAX });
