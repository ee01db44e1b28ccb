import { flow, makeAutoObservable } from 'mobx';
import type { CollectionCounts } from '../login/identityTypes';
import type { RootStore } from '../root/RootStore';
import { viewKind } from '../root/ViewStores';
import { applyWatchChanges } from './applyWatchChanges';
import { COLLECTION_PAGE_SIZE, DEFAULT_COLLECTION_SORT } from './collectionQuery';
import type {
  CollectionPage,
  CollectionQuery,
  PersonalApiClient,
  WatchChanges,
  WatchItem,
} from './personalTypes';
import { PersonalLoads } from './PersonalLoads';
import { personalFailure, type PersonalStatus } from './personalStatus';
import { WatchEditStore } from './WatchEditStore';

function isCheaper(item: WatchItem): boolean {
  return (item.dropAmount ?? 0) > 0;
}

/**
 * `/mine/collection`: one page of the watch list (tab 全部 / 降价, order, group, page), with
 * removal and target edits shown at once and taken back when the server refuses them.
 */
export class CollectionStore {
  /** Where the page stands. */
  status: PersonalStatus = 'loading';
  /** The view shown (or loading). */
  query: CollectionQuery = {
    tab: 'all',
    sort: DEFAULT_COLLECTION_SORT,
    page: 1,
    pageSize: COLLECTION_PAGE_SIZE,
  };
  /** The items of the page shown. */
  items: WatchItem[] = [];
  /** How many items each tab holds. */
  counts: CollectionCounts = { all: 0, reduces: 0 };
  /** The shopper's group names. */
  groups: readonly string[] = [];
  /** Items in the tab (and group) shown. */
  total = 0;
  /** Another view is loading while this one stays on screen. */
  isLoading = false;
  /** Why the list could not be read (status 'failed'). */
  error: string | null = null;
  /** Why the last removal or edit was taken back. */
  actionError: string | null = null;
  /** Items whose removal is on its way. */
  removingIds: readonly number[] = [];

  private readonly loads: PersonalLoads;
  private pendingChanges = 0;

  constructor(
    private readonly root: RootStore,
    private readonly api: PersonalApiClient,
  ) {
    this.loads = new PersonalLoads(root, this);
    makeAutoObservable<this, 'root' | 'api' | 'loads' | 'pendingChanges'>(
      this,
      { root: false, api: false, loads: false, pendingChanges: false },
      { autoBind: true },
    );
  }

  /** Whether the shopper has watched nothing at all (not just nothing in this tab or group). */
  get isEmpty(): boolean {
    return this.status === 'ready' && this.counts.all === 0;
  }

  /** Loads a view; a newer load wins over an older one still on its way. A quiet load keeps the page when it fails. */
  load = flow(function* (this: CollectionStore, query: CollectionQuery, isQuiet = false) {
    this.query = query;
    yield* this.loads.run({ read: () => this.api.collection(query), show: this.show, isQuiet });
  });

  private show(page: CollectionPage): void {
    this.items = [...page.items];
    this.counts = page.counts;
    this.groups = page.groups;
    this.total = page.total;
  }

  /** Reads the view again once no change is on its way (a removal pulls the next item in). */
  private refresh(): void {
    if (this.pendingChanges === 0) void this.load(this.query, true);
  }

  /** Removes an item at once; it comes back, with the reason, when the server refuses. */
  remove = flow(function* (this: CollectionStore, id: number) {
    const index = this.items.findIndex((item) => item.id === id);
    const item = this.items[index];
    if (!item || this.removingIds.includes(id)) return;
    const before = { counts: this.counts, total: this.total };
    this.actionError = null;
    this.removingIds = [...this.removingIds, id];
    this.items.splice(index, 1);
    this.counts = {
      all: Math.max(0, this.counts.all - 1),
      reduces: Math.max(0, this.counts.reduces - (isCheaper(item) ? 1 : 0)),
    };
    this.total = Math.max(0, this.total - 1);
    this.pendingChanges += 1;
    try {
      yield this.api.removeFromCollection(id);
      void this.root.login.loadCounts(true);
    } catch (error) {
      this.items.splice(Math.min(index, this.items.length), 0, item);
      this.counts = before.counts;
      this.total = before.total;
      this.actionError = `删除失败：${personalFailure(error).message}`;
    } finally {
      this.removingIds = this.removingIds.filter((removing) => removing !== id);
      this.pendingChanges -= 1;
    }
    this.refresh();
  });

  /** Applies a condition, target price or group change at once; it is taken back, with the reason, when the server refuses. */
  change = flow(function* (this: CollectionStore, id: number, changes: WatchChanges) {
    const index = this.items.findIndex((item) => item.id === id);
    const item = this.items[index];
    if (!item) return;
    this.actionError = null;
    this.items[index] = applyWatchChanges(item, changes);
    this.pendingChanges += 1;
    try {
      const saved = (yield this.api.updateCollectionItem(id, changes)) as WatchItem | null;
      const at = this.items.findIndex((current) => current.id === id);
      if (saved && at >= 0) this.items[at] = saved;
    } catch (error) {
      const at = this.items.findIndex((current) => current.id === id);
      if (at >= 0) this.items[at] = item;
      this.actionError = `修改未保存：${personalFailure(error).message}`;
    } finally {
      this.pendingChanges -= 1;
    }
    // A new group name joins the chips.
    if (changes.group && !this.groups.includes(changes.group)) this.refresh();
  });

  /** A fresh editor of one item's alert condition and group, for its dialog. */
  editor(item: WatchItem): WatchEditStore {
    return new WatchEditStore(this, item);
  }
}

/** 我的收藏: the watch list with its tabs, sorting and edits; the page takes a fresh one. */
export const collectionView = viewKind(
  'collection',
  (root: RootStore) => new CollectionStore(root, root.personal),
);
