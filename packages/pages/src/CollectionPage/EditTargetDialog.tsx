import type { WatchEditStore } from '@pricetrail/services';
import { Dialog, TargetPriceForm } from '@pricetrail/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';

/** Props of {@link EditTargetDialog}. */
export interface EditTargetDialogProps {
  /** The item's editor. */
  editor: WatchEditStore;
  /** The shopper's group names to pick from. */
  groups: readonly string[];
  /** Where it renders (default `document.body`). */
  container?: HTMLElement | null;
  /** Closes it. */
  onClose: () => void;
}

/** 修改提醒: the item's alert condition (with its target, percentage or days), interval, 全网同款 and group; closes once the change is handed on. */
export const EditTargetDialog = observer(function EditTargetDialog({
  editor,
  groups,
  container,
  onClose,
}: EditTargetDialogProps) {
  const isDone = editor.isDone;
  useEffect(() => {
    if (isDone) onClose();
  }, [isDone, onClose]);

  const { item, initial } = editor;
  return (
    <Dialog isOpen title="修改提醒" container={container} onClose={onClose}>
      <p>{item.title}</p>
      <TargetPriceForm
        defaultAlert={initial.alert}
        defaultTargetPrice={initial.targetPrice}
        defaultAlertPercent={initial.alertPercent}
        defaultAlertDays={initial.alertDays}
        defaultAlertIntervalHours={initial.alertIntervalHours}
        otherStores={item.otherStores}
        defaultAllStores={initial.allStores}
        defaultGroup={initial.group}
        groups={groups}
        currentPrice={item.currentPrice ?? undefined}
        siteId={item.siteId}
        error={editor.error}
        errorField={editor.errorField}
        onSave={editor.submit}
        onCancel={onClose}
      />
    </Dialog>
  );
});
