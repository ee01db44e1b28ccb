import { makeAutoObservable, observableRef, reaction, runInAction } from 'mobx';

/** Default wait before a pending state is shown, in milliseconds (spec §9). */
export const DEFAULT_ASYNC_DELAY_MS = 200;

/** Loads the data; the signal aborts when a newer load starts or the load is cancelled. */
export type AsyncLoader<T> = (signal: AbortSignal) => Promise<T>;

/** One immutable view of an async load, safe to hand to React. */
export interface AsyncState<T> {
  /** The last loaded data (kept while reloading and after a failed reload). */
  readonly data: T | undefined;
  /** The error of the last finished load, cleared when a new load starts. */
  readonly error: Error | undefined;
  /** A load is running. */
  readonly isPending: boolean;
  /** A load has been running for longer than the delay, so a spinner may show. */
  readonly isPendingVisible: boolean;
}

/** Timer functions, injectable so tests drive them with fake timers. */
export interface AsyncTimers {
  /** Schedules a callback. */
  readonly setTimeout: (callback: () => void, ms: number) => unknown;
  /** Cancels a scheduled callback. */
  readonly clearTimeout: (handle: unknown) => void;
}

/** Settings of an `AsyncData`. */
export interface AsyncDataOptions {
  /** Milliseconds before `isPendingVisible` turns on; 200 by default. */
  readonly delay?: number;
  /** Timers; the global ones, looked up at call time, by default. */
  readonly timers?: AsyncTimers;
}

const globalTimers: AsyncTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

const IDLE: AsyncState<never> = {
  data: undefined,
  error: undefined,
  isPending: false,
  isPendingVisible: false,
};

/** Turns anything thrown into an Error. */
function asError(reason: unknown): Error {
  return reason instanceof Error ? reason : new Error(String(reason));
}

/** Pending / error / data of one loader, with a delayed pending flag; a newer load wins. */
export class AsyncData<T> {
  /** The current state; replaced as a whole on every change. */
  state: AsyncState<T> = IDLE;

  private loader: AsyncLoader<T>;
  private readonly delay: number;
  private readonly timers: AsyncTimers;
  private generation = 0;
  private controller: AbortController | undefined;
  private delayTimer: unknown;

  constructor(loader: AsyncLoader<T>, options: AsyncDataOptions = {}) {
    this.loader = loader;
    this.delay = options.delay ?? DEFAULT_ASYNC_DELAY_MS;
    this.timers = options.timers ?? globalTimers;
    makeAutoObservable<
      this,
      'loader' | 'delay' | 'timers' | 'generation' | 'controller' | 'delayTimer'
    >(
      this,
      {
        state: observableRef,
        loader: false,
        delay: false,
        timers: false,
        generation: false,
        controller: false,
        delayTimer: false,
      },
      { autoBind: true },
    );
  }

  /** The last loaded data. */
  get data(): T | undefined {
    return this.state.data;
  }

  /** The error of the last finished load. */
  get error(): Error | undefined {
    return this.state.error;
  }

  /** A load is running. */
  get isPending(): boolean {
    return this.state.isPending;
  }

  /** A load has been running longer than the delay. */
  get isPendingVisible(): boolean {
    return this.state.isPendingVisible;
  }

  /**
   * Starts a load (with `loader`, which then replaces the current one, if given); an earlier load
   * still running is aborted and its answer ignored.
   */
  async load(loader?: AsyncLoader<T>): Promise<void> {
    if (loader) this.loader = loader;
    const generation = this.begin();
    const signal = this.controller?.signal ?? new AbortController().signal;
    try {
      const data = await this.loader(signal);
      runInAction(() => this.finish(generation, { data, error: undefined }));
    } catch (reason) {
      runInAction(() => this.finish(generation, { data: this.state.data, error: asError(reason) }));
    }
  }

  /** Loads again with the current loader, keeping the data on screen until the answer arrives. */
  reload(): Promise<void> {
    return this.load();
  }

  /** Stops the running load; its answer will be ignored. */
  cancel(): void {
    if (!this.state.isPending) return;
    this.generation += 1;
    this.stopRunning();
    this.state = { ...this.state, isPending: false, isPendingVisible: false };
  }

  /** Calls `listener` with every new state until the returned function is called. */
  subscribe(listener: (state: AsyncState<T>) => void): () => void {
    return reaction(() => this.state, listener);
  }

  private begin(): number {
    this.generation += 1;
    const generation = this.generation;
    this.stopRunning();
    this.controller = new AbortController();
    this.state = {
      data: this.state.data,
      error: undefined,
      isPending: true,
      isPendingVisible: false,
    };
    this.delayTimer = this.timers.setTimeout(() => this.showPending(generation), this.delay);
    return generation;
  }

  private showPending(generation: number): void {
    if (generation !== this.generation || !this.state.isPending) return;
    this.state = { ...this.state, isPendingVisible: true };
  }

  private finish(generation: number, result: Pick<AsyncState<T>, 'data' | 'error'>): void {
    if (generation !== this.generation) return;
    this.clearDelay();
    this.controller = undefined;
    this.state = { ...result, isPending: false, isPendingVisible: false };
  }

  private clearDelay(): void {
    if (this.delayTimer !== undefined) this.timers.clearTimeout(this.delayTimer);
    this.delayTimer = undefined;
  }

  private stopRunning(): void {
    this.clearDelay();
    this.controller?.abort();
    this.controller = undefined;
  }
}
