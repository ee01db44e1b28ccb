import type { RootStore } from '../root/RootStore';
import { LoadTurns } from '../stores/LoadTurns';
import { mayBeSignedIn, personalFailure, type PersonalStatus } from './personalStatus';

/** What a personal page's load sets on its store. */
export interface PersonalLoadTarget {
  /** Where the page stands. */
  status: PersonalStatus;
  /** Why it could not be read (status 'failed'), or the line of a lost session. */
  error: string | null;
  /** A load is on its way while what was read before stays on screen. */
  isLoading: boolean;
}

/** One load: the call and what to do with its answer. */
export interface PersonalLoad<T> {
  /** The call, made only when a session may exist. */
  readonly read: () => Promise<T>;
  /** Shows the answer of the newest load. */
  readonly show: (answer: T) => void;
  /** A failure keeps the page as it is (a lost session still signs it out). */
  readonly isQuiet?: boolean;
}

/**
 * A personal page's loads: a visitor without a session is signed out at once, with no request; a
 * newer load wins over one still on its way; a lost session signs the page out, any other failure
 * shows its line.
 */
export class PersonalLoads {
  readonly #turns = new LoadTurns();

  constructor(
    private readonly root: RootStore,
    private readonly target: PersonalLoadTarget,
  ) {}

  /** Runs one load; delegate to it from the store's `flow` (`yield* loads.run(…)`). */
  *run<T>({ read, show, isQuiet = false }: PersonalLoad<T>): Generator<Promise<T>, void, T> {
    const isNewest = this.#turns.next();
    const target = this.target;
    target.error = null;
    if (!mayBeSignedIn(this.root)) {
      target.status = 'signedOut';
      return;
    }
    target.isLoading = true;
    try {
      const answer = yield read();
      if (!isNewest()) return;
      show(answer);
      target.status = 'ready';
    } catch (error) {
      if (!isNewest()) return;
      const failure = personalFailure(error);
      if (failure.isSignedOut) target.status = 'signedOut';
      else if (isQuiet) return;
      else target.status = 'failed';
      target.error = failure.message;
    } finally {
      if (isNewest()) target.isLoading = false;
    }
  }
}
