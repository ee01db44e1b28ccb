import { fenToYuanText } from '@pricetrail/core';
import { makeAutoObservable } from 'mobx';
import type { CollectionStore } from './CollectionStore';
import type { WatchItem } from './personalTypes';
import { checkGroup, checkTargetPrice } from './targetPrice';

/** The edit dialog's fields as typed. */
export interface WatchEditForm {
  /** The target price in yuan; '' for any drop. */
  readonly targetPrice: string;
  /** The group name; '' for none. */
  readonly group: string;
}

/**
 * One item's 修改目标价 dialog: checks the target (below today's price) and the group name, then
 * hands the change to the collection, which shows it at once and takes it back if refused.
 */
export class WatchEditStore {
  /** What is wrong with the form. */
  error: string | null = null;
  /** The change was accepted (the dialog closes). */
  isDone = false;

  constructor(
    private readonly collection: CollectionStore,
    /** The item being edited. */
    readonly item: WatchItem,
  ) {
    makeAutoObservable<this, 'collection'>(
      this,
      { collection: false, item: false },
      { autoBind: true },
    );
  }

  /** The form's starting values: the item's target and group. */
  get initial(): WatchEditForm {
    return {
      targetPrice: this.item.targetPrice === null ? '' : fenToYuanText(this.item.targetPrice),
      group: this.item.group ?? '',
    };
  }

  /** Checks the form; when it is right, hands the change on and closes. */
  submit(form: WatchEditForm): void {
    const target = checkTargetPrice(form.targetPrice, this.item.currentPrice, this.item.siteId);
    const group = checkGroup(form.group);
    this.error = !target.ok ? target.message : !group.ok ? group.message : null;
    if (!target.ok || !group.ok) return;
    const changes = {
      ...(target.value !== this.item.targetPrice && { targetPrice: target.value }),
      ...(group.value !== this.item.group && { group: group.value }),
    };
    if (Object.keys(changes).length > 0) void this.collection.change(this.item.id, changes);
    this.isDone = true;
  }
}
