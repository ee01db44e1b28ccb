import { flow, makeAutoObservable } from 'mobx';
import type { RootStore } from '../root/RootStore';
import type { AlertsApiClient } from './alertTypes';

/**
 * How many notices are unread: the header's bell shows it, the notice page keeps it current. A
 * count the server answers for a question asked before the latest change is dropped, so a slow
 * answer never undoes a 已读 shown meanwhile.
 */
export class UnreadCount {
  /** Unread notices in all; null until known. */
  value: number | null = null;

  private version = 0;
  private readAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly root: RootStore,
    private readonly api: AlertsApiClient,
  ) {
    makeAutoObservable<this, 'root' | 'api' | 'version' | 'readAt'>(
      this,
      { root: false, api: false, version: false, readAt: false },
      { autoBind: true },
    );
  }

  /** Shows a count; answers its version, for {@link setIfCurrent}. */
  set(value: number | null): number {
    this.value = value;
    this.version += 1;
    return this.version;
  }

  /** Shows a count answered for the change of `version`, unless the count changed since. */
  setIfCurrent(value: number | null, version: number): void {
    if (version === this.version) this.set(value);
  }

  /**
   * Reads the count again, unless it was read less than `maxAgeMs` ago. A failure keeps the count
   * shown (the bell is a hint) and lets the next call ask again.
   */
  refresh = flow(function* (this: UnreadCount, maxAgeMs = 0) {
    const now = this.root.now();
    if (now - this.readAt < maxAgeMs) return;
    this.readAt = now;
    const version = this.version;
    try {
      this.setIfCurrent((yield this.api.unreadCount()) as number, version);
    } catch {
      this.readAt = Number.NEGATIVE_INFINITY;
    }
  });
}
