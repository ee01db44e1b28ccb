import { LABEL_TREND, LABEL_WATCH } from '../../shared/text';
import { barElement } from './barElement';
import { focusBarControl, focusedControl, markControl } from './barFocus';
import type { BarTrend, BarView, BarWatch, CheaperOffer } from './barView';
import type { Sparkline } from './sparkline';
import { TREND_POPOVER_ID, syncTrendPopover, type TrendPopoverActions } from './trendPopover';
import { WATCH_FORM_ID, watchForm, type WatchFormActions } from './watchForm';

/** The bar's accessible name; also how tests find it. */
export const BAR_LABEL = '价迹历史价格';

const TONE_OF_TREND: Readonly<Record<BarTrend, string>> = { 涨: 'up', 降: 'down', 平: 'flat' };
const SVG = 'http://www.w3.org/2000/svg';

/** What the shopper does in the bar. */
export interface BarActions extends WatchFormActions, TrendPopoverActions {
  /** The shopper pressed 降价提醒. */
  readonly onWatch: () => void;
  /** The shopper pressed 价格走势. */
  readonly onTrendToggle: () => void;
}

function fact(document: Document, name: string, label: string, value: string): HTMLElement {
  const node = barElement(document, 'span', 'fact');
  node.dataset.fact = name;
  node.append(
    barElement(document, 'span', 'label', label),
    barElement(document, 'span', 'value', value),
  );
  return node;
}

function sparkSvg(document: Document, line: Sparkline): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('class', 'spark');
  svg.setAttribute('viewBox', `0 0 ${line.width} ${line.height}`);
  svg.setAttribute('width', String(line.width));
  svg.setAttribute('height', String(line.height));
  // The button's words name it; the line is a picture of the same thing.
  svg.setAttribute('aria-hidden', 'true');
  const path = document.createElementNS(SVG, 'path');
  path.setAttribute('d', line.path);
  svg.append(path);
  return svg;
}

function trendToggle(
  document: Document,
  line: Sparkline | null,
  isOpen: boolean,
  actions: BarActions,
): HTMLButtonElement {
  const button = barElement(document, 'button', 'trend-toggle');
  button.type = 'button';
  markControl(button, 'trend');
  button.setAttribute('aria-expanded', String(isOpen));
  if (isOpen) button.setAttribute('aria-controls', TREND_POPOVER_ID);
  button.title = '近 180 天价格走势';
  if (line) button.append(sparkSvg(document, line));
  button.append(barElement(document, 'span', 'trend-label', LABEL_TREND));
  button.addEventListener('click', () => actions.onTrendToggle());
  button.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !isOpen) return;
    event.stopPropagation();
    actions.onTrendClose();
  });
  return button;
}

function historyLink(document: Document, href: string): HTMLAnchorElement {
  const link = barElement(document, 'a', 'history', '查看完整历史');
  link.href = href;
  link.target = '_blank';
  link.rel = 'noopener noreferrer';
  return link;
}

function cheaperList(document: Document, offers: readonly CheaperOffer[]): HTMLElement {
  const node = barElement(document, 'span', 'cheaper');
  node.append(barElement(document, 'span', 'label', '别家更便宜'));
  for (const offer of offers) {
    const link = barElement(document, 'a', 'offer', `${offer.store} ${offer.price}`);
    link.href = offer.url;
    link.target = '_blank';
    link.rel = 'noopener noreferrer';
    node.append(link);
  }
  return node;
}

function watchControls(document: Document, watch: BarWatch, actions: BarActions): HTMLElement[] {
  const nodes: HTMLElement[] = [];
  if (watch.state !== 'added') {
    const button = barElement(document, 'button', 'watch', LABEL_WATCH);
    button.type = 'button';
    markControl(button, 'watch');
    button.setAttribute('aria-expanded', String(watch.state === 'choosing'));
    if (watch.state === 'choosing') button.setAttribute('aria-controls', WATCH_FORM_ID);
    if (watch.state === 'busy') button.setAttribute('aria-disabled', 'true');
    button.addEventListener('click', () => {
      if (button.getAttribute('aria-disabled') !== 'true') actions.onWatch();
    });
    nodes.push(button);
  }
  if (watch.state === 'choosing') nodes.push(watchForm(document, watch, actions));
  else if (watch.message) {
    const message = barElement(document, 'span', 'watch-message', watch.message);
    message.dataset.state = watch.state;
    message.setAttribute('role', 'status');
    nodes.push(message);
  }
  return nodes;
}

/**
 * Draws `view` into the bar's container (inside its shadow root), replacing the bar drawn before; an
 * open price-history popover stays as it is, and the control that had focus keeps it. `actions`
 * hear what the shopper does.
 */
export function renderBar(container: HTMLElement, view: BarView, actions: BarActions): void {
  const document = container.ownerDocument;
  const focused = focusedControl(container);
  const bar = barElement(document, 'section', 'bar');
  bar.setAttribute('aria-label', BAR_LABEL);
  bar.dataset.state = view.state;
  bar.append(barElement(document, 'span', 'brand', '价迹'));
  if (view.state === 'tracked') {
    const lowest = view.lowest && fact(document, 'lowest', '历史最低', view.lowest);
    if (lowest && view.isAtLowest) lowest.dataset.isLowest = '';
    bar.append(fact(document, 'today', '今日', view.today));
    if (lowest) bar.append(lowest);
    if (view.lowest30) bar.append(fact(document, 'lowest30', '30 天最低', view.lowest30));
    bar.append(trendToggle(document, view.sparkline, view.isTrendOpen, actions));
    const trend = barElement(document, 'span', 'trend', view.trend);
    trend.dataset.tone = TONE_OF_TREND[view.trend];
    trend.title = '最近一次价格变化';
    const advice = barElement(document, 'span', 'advice', view.advice.text);
    advice.dataset.tone = view.advice.tone;
    bar.append(trend, advice);
    if (view.cheaper.length > 0) bar.append(cheaperList(document, view.cheaper));
    bar.append(historyLink(document, view.historyUrl));
    bar.append(...watchControls(document, view.watch, actions));
  } else {
    const message = barElement(document, 'span', 'message', view.message);
    message.setAttribute('role', 'status');
    bar.append(message);
  }
  const drawn = container.querySelector('section.bar');
  if (drawn) drawn.replaceWith(bar);
  else container.prepend(bar);
  const isTrendShown = view.state === 'tracked' && view.isTrendOpen;
  syncTrendPopover(container, isTrendShown ? view.trendUrl : null, actions);
  if (focused) focusBarControl(container, focused);
}
