import { sanitizeStatus } from '@pricetrail/core';
import { makeAutoObservable } from 'mobx';
import { UNKNOWN_ERROR_MESSAGE } from '../http/errors';
import type { NavigateOptions } from '../navigation/Navigator';

/** The global error the page shows instead of its content. */
export interface AppError {
  /** HTTP-like status, 100–999 (others become 200 as the spec says); 500 when unknown. */
  readonly status: number;
  /** What went wrong; 'unknown error' when nothing better is known. */
  readonly message: string;
}

/** What the error store needs from the root. */
export interface ErrorStoreRoot {
  /** Guarded navigation (see `navigateTo`). */
  readonly navigateTo: (url: string, options?: NavigateOptions) => void;
}

/** Reads a status and message from an Error, an `{ status | statusCode, message }` object or a string. */
export function toAppError(input: unknown, status?: number): AppError {
  const record =
    typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  const found = [status, record.status, record.statusCode].find(
    (value): value is number => typeof value === 'number',
  );
  const text = typeof input === 'string' ? input : record.message;
  return {
    status: sanitizeStatus(found ?? 500),
    message: typeof text === 'string' && text.trim() !== '' ? text : UNKNOWN_ERROR_MESSAGE,
  };
}

/** The global error: set it to show an error page, clear it (optionally redirecting) to go on. */
export class ErrorStore {
  /** The current error, if any. */
  error: AppError | undefined = undefined;

  private readonly root: ErrorStoreRoot;

  constructor(root: ErrorStoreRoot) {
    this.root = root;
    makeAutoObservable<this, 'root'>(this, { root: false }, { autoBind: true });
  }

  /** Whether an error is showing. */
  get hasError(): boolean {
    return this.error !== undefined;
  }

  /** Shows an error; `status` overrides the one read from `input`. */
  set(input: unknown, status?: number): void {
    this.error = toAppError(input, status);
  }

  /** Clears the error; with `redirect`, navigates there through the navigation guard. */
  clear(options: { readonly redirect?: string; readonly replace?: boolean } = {}): void {
    // Navigate first: a refused redirect throws and leaves the error showing.
    if (options.redirect !== undefined) {
      this.root.navigateTo(options.redirect, { replace: options.replace ?? false });
    }
    this.error = undefined;
  }
}
