import { isCloseFrameMessage } from '@pricetrail/core';
import { LABEL_TREND, LABEL_TREND_CLOSE, LABEL_TREND_FRAME } from '../../shared/text';
import { barElement } from './barElement';
import { markControl } from './barFocus';

/** The id of the popover, which the 价格走势 button controls. */
export const TREND_POPOVER_ID = 'pricetrail-trend';

/** What the popover tells the bar. */
export interface TrendPopoverActions {
  /** The shopper pressed 关闭 or Esc. */
  readonly onTrendClose: () => void;
}

function popover(document: Document, url: string, actions: TrendPopoverActions): HTMLElement {
  const box = barElement(document, 'div', 'trend-popover');
  box.id = TREND_POPOVER_ID;
  box.dataset.url = url;
  box.setAttribute('role', 'group');
  box.setAttribute('aria-label', LABEL_TREND_FRAME);
  const close = barElement(document, 'button', 'trend-close', '×');
  close.type = 'button';
  close.setAttribute('aria-label', LABEL_TREND_CLOSE);
  markControl(close, 'trend-close');
  close.addEventListener('click', () => actions.onTrendClose());
  const frame = barElement(document, 'iframe', 'trend-frame');
  frame.title = LABEL_TREND_FRAME;
  frame.src = url;
  const head = barElement(document, 'div', 'trend-head');
  head.append(barElement(document, 'span', 'trend-heading', LABEL_TREND), close);
  box.append(head, frame);
  box.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    // The store's own Esc handlers (closing its pop-ups) are not ours to trigger.
    event.stopPropagation();
    actions.onTrendClose();
  });
  // Esc pressed inside the frame: the framed page asks to be closed (only ours is listened to).
  const frameOrigin = new URL(url).origin;
  const view = document.defaultView;
  const onMessage = (event: MessageEvent) => {
    // Taken away with the whole bar (the content script stopped): nothing is left to close.
    if (!box.isConnected) {
      view?.removeEventListener('message', onMessage);
      return;
    }
    const fromOurFrame = event.source === frame.contentWindow && event.origin === frameOrigin;
    if (fromOurFrame && isCloseFrameMessage(event.data)) actions.onTrendClose();
  };
  view?.addEventListener('message', onMessage);
  stopListening.set(box, () => view?.removeEventListener('message', onMessage));
  return box;
}

// How each shown popover stops hearing its frame once it is taken away.
const stopListening = new WeakMap<HTMLElement, () => void>();

/**
 * Puts the price-history popover for `url` after the bar in `container`, or takes it away when
 * `url` is null. An open popover for the same page is left as it is: moving or redrawing an iframe
 * loads its page again.
 */
export function syncTrendPopover(
  container: HTMLElement,
  url: string | null,
  actions: TrendPopoverActions,
): void {
  const shown = container.querySelector<HTMLElement>(`#${TREND_POPOVER_ID}`);
  if (shown && shown.dataset.url === url) return;
  if (shown) {
    stopListening.get(shown)?.();
    shown.remove();
  }
  if (url) container.append(popover(container.ownerDocument, url, actions));
}
