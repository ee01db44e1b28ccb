import { MSG_NO_PROMOTIONS, TOP_BAR_LABEL } from '../../shared/text';
import type { TopBarPromotion, TopBarView } from './topBarView';

function text<K extends keyof HTMLElementTagNameMap>(
  document: Document,
  tag: K,
  className: string,
  content: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  node.textContent = content;
  return node;
}

function promotionList(document: Document, promotions: readonly TopBarPromotion[]): HTMLElement {
  if (promotions.length === 0) return text(document, 'span', 'none', MSG_NO_PROMOTIONS);
  const list = document.createElement('ul');
  list.className = 'offers';
  list.setAttribute('aria-label', '近期优惠');
  for (const promotion of promotions) {
    const item = text(document, 'li', 'offer', promotion.text);
    item.append(text(document, 'time', '', promotion.day));
    list.append(item);
  }
  return list;
}

/**
 * Draws the top bar into `container` (replacing what was there): the promotions and coupons our
 * server has seen for the product, a link to the site's AI rating, and a close button.
 */
export function renderTopBar(container: HTMLElement, view: TopBarView, onClose: () => void): void {
  const { ownerDocument: document } = container;
  const bar = document.createElement('section');
  bar.className = 'top';
  bar.setAttribute('aria-label', TOP_BAR_LABEL);
  const rating = text(document, 'a', 'rating', 'AI 评分：值不值得买');
  rating.href = view.aiRateUrl;
  rating.target = '_blank';
  rating.rel = 'noopener noreferrer';
  const close = text(document, 'button', 'close', '×');
  close.type = 'button';
  close.setAttribute('aria-label', '关闭价迹优惠条');
  close.addEventListener('click', onClose);
  bar.append(
    text(document, 'span', 'brand', '价迹'),
    promotionList(document, view.promotions),
    rating,
    close,
  );
  container.replaceChildren(bar);
}
