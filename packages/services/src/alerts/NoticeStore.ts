import { flow, makeAutoObservable } from 'mobx';
import { PersonalLoads } from '../personal/PersonalLoads';
import { personalFailure, type PersonalStatus } from '../personal/personalStatus';
import type { RootStore } from '../root/RootStore';
import { viewKind } from '../root/ViewStores';
import { NOTICE_PAGE_SIZE } from './alertLimits';
import { MSG_READ_FAILED } from './alertMessages';
import type { AlertsApiClient, Notice, NoticePage } from './alertTypes';
import type { UnreadCount } from './UnreadCount';
import { unreadOf } from './unreadOf';

/**
 * The notice centre's list: one page of notices, keeping the unread count the header's bell
 * shows current. Marking read shows at once and is taken back, with the reason, when refused.
 */
export class NoticeStore {
  /** Where the list stands. */
  status: PersonalStatus = 'loading';
  /** The notices of the page shown, newest first. */
  notices: Notice[] = [];
  /** The page shown, from 1. */
  page = 1;
  /** Notices per page. */
  pageSize = NOTICE_PAGE_SIZE;
  /** Notices in all. */
  total = 0;
  /** Another page is loading while this one stays on screen. */
  isLoading = false;
  /** Why the list could not be read (status 'failed'). */
  error: string | null = null;
  /** Why the last 已读 was taken back. */
  actionError: string | null = null;

  private readonly loads: PersonalLoads;
  private readonly unreadCount: UnreadCount;

  constructor(
    private readonly root: RootStore,
    private readonly api: AlertsApiClient,
  ) {
    this.unreadCount = unreadOf(root);
    this.loads = new PersonalLoads(root, this);
    makeAutoObservable<this, 'root' | 'api' | 'loads' | 'unreadCount'>(
      this,
      { root: false, api: false, loads: false, unreadCount: false },
      { autoBind: true },
    );
  }

  /** Unread notices in all; null until known. */
  get unread(): number | null {
    return this.unreadCount.value;
  }

  /** Whether the shopper has no notices at all. */
  get isEmpty(): boolean {
    return this.status === 'ready' && this.total === 0;
  }

  /** Loads a page of notices with the unread count; a newer load wins over an older one. */
  load = flow(function* (this: NoticeStore, page = 1) {
    this.page = page;
    yield* this.loads.run({ read: () => this.api.notices(page), show: this.show });
  });

  private show(answer: NoticePage): void {
    this.notices = [...answer.notices];
    this.pageSize = answer.pageSize || this.pageSize;
    this.total = answer.total;
    this.unreadCount.set(answer.unread);
  }

  /** Marks one notice read at once; it turns unread again, with the reason, when refused. */
  markRead = flow(function* (this: NoticeStore, id: number) {
    const notice = this.notices.find((shown) => shown.id === id);
    if (!notice || notice.isRead) return;
    yield this.sendRead([id], id);
  });

  /** Marks every notice read at once; they turn unread again, with the reason, when refused. */
  markAllRead = flow(function* (this: NoticeStore) {
    const unreadIds = this.notices.filter((notice) => !notice.isRead).map(({ id }) => id);
    if (unreadIds.length === 0 && !this.unread) return;
    yield this.sendRead(unreadIds);
  });

  private sendRead = flow(function* (this: NoticeStore, ids: readonly number[], id?: number) {
    const unreadBefore = this.unread;
    this.actionError = null;
    this.setReadState(ids, true);
    const version = this.unreadCount.set(
      id === undefined ? 0 : Math.max(0, (unreadBefore ?? 1) - 1),
    );
    try {
      this.unreadCount.setIfCurrent((yield this.api.markRead(id)) as number, version);
    } catch (error) {
      this.setReadState(ids, false);
      this.unreadCount.setIfCurrent(unreadBefore, version);
      this.actionError = `${MSG_READ_FAILED}：${personalFailure(error).message}`;
    }
  });

  private setReadState(ids: readonly number[], isRead: boolean): void {
    this.notices = this.notices.map((notice) =>
      ids.includes(notice.id) ? { ...notice, isRead } : notice,
    );
  }
}

/** The notice centre's list; the page takes a fresh one. */
export const noticesView = viewKind(
  'notices',
  (root: RootStore) => new NoticeStore(root, root.alerts),
);
