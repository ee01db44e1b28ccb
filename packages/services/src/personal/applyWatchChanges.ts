import type { WatchChanges, WatchItem } from './personalTypes';

/** The item with the changes made: an undefined field keeps its value, null clears it. */
export function applyWatchChanges(item: WatchItem, changes: WatchChanges): WatchItem {
  return {
    ...item,
    ...(changes.targetPrice !== undefined && { targetPrice: changes.targetPrice }),
    ...(changes.alert !== undefined && { alert: changes.alert }),
    ...(changes.alertPercent !== undefined && { alertPercent: changes.alertPercent }),
    ...(changes.alertDays !== undefined && { alertDays: changes.alertDays }),
    ...(changes.alertIntervalHours !== undefined && {
      alertIntervalHours: changes.alertIntervalHours,
    }),
    ...(changes.allStores !== undefined && { allStores: changes.allStores }),
    ...(changes.group !== undefined && { group: changes.group }),
  };
}
