import { fenToYuanText } from '@pricetrail/core';
import { makeAutoObservable } from 'mobx';
import type { WatchAlert, WatchChanges, WatchItem } from './personalTypes';
import { checkAlertInterval } from './alertInterval';
import { checkGroup } from './targetPrice';
import { checkWatchCondition, type WatchConditionField } from './watchAlert';

/** The 收藏 list an edit is sent through. */
export interface WatchChangeTarget {
  /** Sends the changes of one saved product. */
  change(id: number, changes: WatchChanges): Promise<unknown>;
}

/** The edit dialog's fields as typed. */
export interface WatchEditForm {
  /** The alert condition chosen. */
  readonly alert: WatchAlert;
  /** The target price in yuan (for 'target'). */
  readonly targetPrice: string;
  /** The drop in percent (for 'percent'). */
  readonly alertPercent: string;
  /** The N of 近 N 天最低 (for 'lowest_days'). */
  readonly alertDays: string;
  /** The quiet interval in hours; '' for no limit. */
  readonly alertIntervalHours: string;
  /** Judge it on the same goods' cheapest price in every store (全网同款). */
  readonly allStores: boolean;
  /** The group name; '' for none. */
  readonly group: string;
}

/** The field of the edit form a refusal is about. */
export type WatchEditField = WatchConditionField | 'alertIntervalHours' | 'group';

/**
 * One item's 修改提醒 dialog: checks the condition (a target below today's price, a percentage
 * from 1 to 90, a window of 7 to 365 days), the quiet interval and the group name, then hands the
 * change to the collection, which shows it at once and takes it back if refused.
 */
export class WatchEditStore {
  /** What is wrong with the form. */
  error: string | null = null;
  /** The field the error is about. */
  errorField: WatchEditField | null = null;
  /** The change was accepted (the dialog closes). */
  isDone = false;

  constructor(
    private readonly collection: WatchChangeTarget,
    /** The item being edited. */
    readonly item: WatchItem,
  ) {
    makeAutoObservable<this, 'collection'>(
      this,
      { collection: false, item: false },
      { autoBind: true },
    );
  }

  /** The form's starting values: the item's condition with its figures, interval, cover and group. */
  get initial(): WatchEditForm {
    const { alert, targetPrice, alertPercent, alertDays, alertIntervalHours, allStores, group } =
      this.item;
    return {
      alert,
      targetPrice: targetPrice === null ? '' : fenToYuanText(targetPrice),
      alertPercent: alertPercent === null ? '' : String(alertPercent),
      alertDays: alertDays === null ? '' : String(alertDays),
      alertIntervalHours: alertIntervalHours === null ? '' : String(alertIntervalHours),
      allStores,
      group: group ?? '',
    };
  }

  /** Checks the form; when it is right, hands the changed fields on and closes. */
  submit(form: WatchEditForm): void {
    const { item } = this;
    const condition = checkWatchCondition(form, item.currentPrice, item.siteId);
    const interval = checkAlertInterval(form.alertIntervalHours);
    const group = checkGroup(form.group);
    if (!condition.ok) {
      this.refuse(condition.message, condition.field);
      return;
    }
    if (!interval.ok) {
      this.refuse(interval.message, 'alertIntervalHours');
      return;
    }
    if (!group.ok) {
      this.refuse(group.message, 'group');
      return;
    }
    this.refuse(null, null);
    const { alert, targetPrice, alertPercent, alertDays } = condition.value;
    const changes: WatchChanges = {
      ...(alert !== item.alert && { alert }),
      ...(targetPrice !== item.targetPrice && { targetPrice }),
      ...(alertPercent !== item.alertPercent && { alertPercent }),
      ...(alertDays !== item.alertDays && { alertDays }),
      ...(interval.value !== item.alertIntervalHours && { alertIntervalHours: interval.value }),
      ...(form.allStores !== item.allStores && { allStores: form.allStores }),
      ...(group.value !== item.group && { group: group.value }),
    };
    if (Object.keys(changes).length > 0) void this.collection.change(item.id, changes);
    this.isDone = true;
  }

  private refuse(error: string | null, field: WatchEditField | null): void {
    this.error = error;
    this.errorField = field;
  }
}
