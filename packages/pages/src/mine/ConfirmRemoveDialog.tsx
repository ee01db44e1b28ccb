import { Button, Dialog } from '@pricetrail/ui';
import { StyledActions } from '../account/AccountLayout.styles';

/** Props of {@link ConfirmRemoveDialog}. */
export interface ConfirmRemoveDialogProps {
  /** The dialog's question, e.g. '删除这件收藏？'. */
  title: string;
  /** What goes with it. */
  description: string;
  /** Where it renders (default `document.body`). */
  container?: HTMLElement | null;
  /** Deletes. */
  onConfirm: () => void;
  /** Keeps it. */
  onClose: () => void;
}

/** Asks before a deletion that cannot be undone. */
export function ConfirmRemoveDialog({
  title,
  description,
  container,
  onConfirm,
  onClose,
}: ConfirmRemoveDialogProps) {
  return (
    <Dialog isOpen title={title} container={container} onClose={onClose}>
      <p>{description}</p>
      <StyledActions>
        <Button shape="rect" size="large" type="button" onClick={onClose}>
          取消
        </Button>
        <Button
          shape="rect"
          size="large"
          type="button"
          variant="primary"
          onClick={() => {
            onConfirm();
            onClose();
          }}
        >
          删除
        </Button>
      </StyledActions>
    </Dialog>
  );
}
