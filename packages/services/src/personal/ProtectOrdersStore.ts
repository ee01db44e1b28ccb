import { flow, makeAutoObservable } from 'mobx';
import type { ProtectionCounts } from '../login/identityTypes';
import type { RootStore } from '../root/RootStore';
import { viewKind } from '../root/ViewStores';
import { ProtectOrderFormStore } from './ProtectOrderFormStore';
import type { PersonalApiClient, ProtectOrder, ProtectOrderPage } from './personalTypes';
import { PersonalLoads } from './PersonalLoads';
import { personalFailure, type PersonalStatus } from './personalStatus';

/** `/mine/price_protect`: the 有效 / 已过期 orders, recording a purchase, deleting an order. */
export class ProtectOrdersStore {
  /** Where the page stands. */
  status: PersonalStatus = 'loading';
  /** 有效 (true) or 已过期 (false). */
  isEffective = true;
  /** The page shown, from 1. */
  page = 1;
  /** The orders of the page shown. */
  orders: readonly ProtectOrder[] = [];
  /** Orders still protected and those past their window. */
  counts: ProtectionCounts = { valid: 0, expired: 0 };
  /** Orders in the tab shown. */
  total = 0;
  /** Orders per page. */
  pageSize = 30;
  /** Another tab or page is loading while this one stays on screen. */
  isLoading = false;
  /** Why the orders could not be read (status 'failed'). */
  error: string | null = null;
  /** Why the last deletion failed. */
  actionError: string | null = null;
  /** The order whose deletion is on its way. */
  removingId: number | null = null;
  /** The form recording a purchase. */
  readonly form: ProtectOrderFormStore;

  private readonly loads: PersonalLoads;

  constructor(
    private readonly root: RootStore,
    private readonly api: PersonalApiClient,
  ) {
    this.form = new ProtectOrderFormStore(root, api, this);
    this.loads = new PersonalLoads(root, this);
    makeAutoObservable<this, 'root' | 'api' | 'loads'>(
      this,
      { root: false, api: false, loads: false, form: false },
      { autoBind: true },
    );
  }

  /** Whether the shopper has recorded no order at all. */
  get isEmpty(): boolean {
    return this.status === 'ready' && this.counts.valid + this.counts.expired === 0;
  }

  /** Loads a tab's page; a newer load wins over an older one still on its way. */
  load = flow(function* (this: ProtectOrdersStore, isEffective: boolean, page = 1) {
    this.isEffective = isEffective;
    this.page = page;
    yield* this.loads.run({
      read: () => this.api.protectOrders({ isEffective, page }),
      show: this.show,
    });
  });

  private show(answer: ProtectOrderPage): void {
    this.orders = answer.orders;
    this.counts = answer.counts;
    this.total = answer.total;
    this.pageSize = answer.pageSize || this.pageSize;
  }

  /** After a change: the tab asked for, the header's counts too. */
  reload(isEffective = this.isEffective): Promise<void> {
    void this.root.login.loadCounts(true);
    return this.load(isEffective, isEffective === this.isEffective ? this.page : 1);
  }

  /** Deletes an order (`POST /UserExtend/WorthOrderDelete`), then reads the tab again. */
  remove = flow(function* (this: ProtectOrdersStore, id: number) {
    if (this.removingId !== null) return;
    this.removingId = id;
    this.actionError = null;
    try {
      yield this.api.removeProtectOrder(id);
      yield this.reload();
    } catch (error) {
      const failure = personalFailure(error);
      if (failure.isSignedOut) this.status = 'signedOut';
      this.actionError = `删除失败：${failure.message}`;
    } finally {
      this.removingId = null;
    }
  });
}

/** The 价保 page's orders and form; the page takes a fresh one. */
export const protectOrdersView = viewKind(
  'protectOrders',
  (root: RootStore) => new ProtectOrdersStore(root, root.personal),
);
