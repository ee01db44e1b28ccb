import { LABEL_WATCH } from '../../shared/text';
import { barElement } from './barElement';
import { focusBarControl, focusedControl, markControl } from './barFocus';
import type { BarTrend, BarView, BarWatch, CheaperOffer } from './barView';
import type { Sparkline } from './sparkline';
import { WATCH_FORM_ID, watchForm, type WatchFormActions } from './watchForm';

/** The bar's accessible name; also how tests find it. */
export const BAR_LABEL = '价迹历史价格';

const TONE_OF_TREND: Readonly<Record<BarTrend, string>> = { 涨: 'up', 降: 'down', 平: 'flat' };
const SVG = 'http://www.w3.org/2000/svg';

/** What the shopper does in the bar. */
export interface BarActions extends WatchFormActions {
  /** The shopper pressed 降价提醒. */
  readonly onWatch: () => void;
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
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', '近 180 天价格走势');
  const path = document.createElementNS(SVG, 'path');
  path.setAttribute('d', line.path);
  svg.append(path);
  return svg;
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
 * Draws `view` into the bar's container (inside its shadow root), replacing what was there; the
 * control that had focus keeps it. `actions` hear what the shopper does.
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
    if (view.sparkline) bar.append(sparkSvg(document, view.sparkline));
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
  container.replaceChildren(bar);
  if (focused) focusBarControl(container, focused);
}
