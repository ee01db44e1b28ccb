import { flow, makeAutoObservable } from 'mobx';
import type { RootStore } from '../root/RootStore';
import { viewKind } from '../root/ViewStores';
import { MSG_CHECKED_IN } from './personalMessages';
import type { CreditEntry, CreditPage, CreditRule, PersonalApiClient } from './personalTypes';
import { PersonalLoads } from './PersonalLoads';
import { personalFailure, type PersonalStatus } from './personalStatus';

/** `/mine/credit`: the balance, today's check-in, how credits are earned, and the ledger. */
export class CreditStore {
  /** Where the page stands. */
  status: PersonalStatus = 'loading';
  /** The sum of the ledger. */
  balance = 0;
  /** Whether today's check-in is done (Asia/Shanghai day, as the server counts it). */
  isCheckedInToday = false;
  /** How credits are earned. */
  rules: readonly CreditRule[] = [];
  /** The ledger's lines on the page shown, newest first. */
  entries: readonly CreditEntry[] = [];
  /** The page shown, from 1. */
  page = 1;
  /** Lines per page. */
  pageSize = 20;
  /** Lines in the ledger. */
  total = 0;
  /** Another page is loading while this one stays on screen. */
  isLoading = false;
  /** Why the credits could not be read (status 'failed'). */
  error: string | null = null;
  /** The check-in's outcome: done, or the server's line (e.g. 今日已签到). */
  checkInMessage: { readonly tone: 'success' | 'error'; readonly text: string } | null = null;
  /** The check-in is on its way. */
  isCheckingIn = false;

  private readonly loads: PersonalLoads;

  constructor(
    private readonly root: RootStore,
    private readonly api: PersonalApiClient,
  ) {
    this.loads = new PersonalLoads(root, this);
    makeAutoObservable<this, 'root' | 'api' | 'loads'>(
      this,
      { root: false, api: false, loads: false },
      { autoBind: true },
    );
  }

  /** Credits a check-in earns, per the rules (null when they do not say). */
  get checkInAmount(): number | null {
    return this.rules.find((rule) => rule.reason === 'checkin')?.amount ?? null;
  }

  /** Loads a page of the ledger with the balance; a newer load wins. */
  load = flow(function* (this: CreditStore, page = 1) {
    this.page = page;
    yield* this.loads.run({ read: () => this.api.credits(page), show: this.show });
  });

  private show(answer: CreditPage): void {
    this.balance = answer.balance;
    this.isCheckedInToday = answer.isCheckedInToday;
    this.rules = answer.rules;
    this.entries = answer.entries;
    this.pageSize = answer.pageSize || this.pageSize;
    this.total = answer.total;
  }

  /**
   * Checks in for today. A second press while the first is on its way, or after it succeeded,
   * sends nothing; the server is idempotent too (a second tab gets 今日已签到). Either way the
   * ledger is read again, so the balance and the button say what the server holds.
   */
  checkIn = flow(function* (this: CreditStore) {
    if (this.isCheckingIn || this.isCheckedInToday) return;
    this.isCheckingIn = true;
    this.checkInMessage = null;
    try {
      yield this.api.checkIn();
      this.isCheckedInToday = true;
      const amount = this.checkInAmount;
      this.checkInMessage = {
        tone: 'success',
        text: amount === null ? MSG_CHECKED_IN : `${MSG_CHECKED_IN}，积分 +${amount}`,
      };
    } catch (error) {
      const failure = personalFailure(error);
      if (failure.isSignedOut) this.status = 'signedOut';
      this.checkInMessage = { tone: 'error', text: failure.message };
    } finally {
      this.isCheckingIn = false;
    }
    yield this.load(1);
  });
}

/** The 积分 page's balance and ledger; the page takes a fresh one. */
export const creditView = viewKind(
  'credit',
  (root: RootStore) => new CreditStore(root, root.personal),
);
