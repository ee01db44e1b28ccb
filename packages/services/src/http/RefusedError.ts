import { ApiError } from './errors';

/**
 * The server answered, but with a business code other than success (identity-style `{ code, msg }`
 * answers): its `msg` is the line to show. Kept out of `errors.ts`, which every page's entry carries.
 */
export class RefusedError extends ApiError {
  constructor(code: number, message?: string) {
    super(200, message, code);
  }
}
