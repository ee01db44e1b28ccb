import { LABEL_WATCH } from '../../shared/text';
import type { BarTrend, BarView, BarWatch, CheaperOffer } from './barView';
import type { Sparkline } from './sparkline';

/** The bar's accessible name; also how tests find it. */
export const BAR_LABEL = '价迹历史价格';

const TONE_OF_TREND: Readonly<Record<BarTrend, string>> = { 涨: 'up', 降: 'down', 平: 'flat' };
const SVG = 'http://www.w3.org/2000/svg';

function element<K extends keyof HTMLElementTagNameMap>(
  document: Document,
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function fact(document: Document, name: string, label: string, value: string): HTMLElement {
  const node = element(document, 'span', 'fact');
  node.dataset.fact = name;
  node.append(element(document, 'span', 'label', label), element(document, 'span', 'value', value));
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
  const link = element(document, 'a', 'history', '查看完整历史');
  link.href = href;
  link.target = '_blank';
  link.rel = 'noopener noreferrer';
  return link;
}

function cheaperList(document: Document, offers: readonly CheaperOffer[]): HTMLElement {
  const node = element(document, 'span', 'cheaper');
  node.append(element(document, 'span', 'label', '别家更便宜'));
  for (const offer of offers) {
    const link = element(document, 'a', 'offer', `${offer.store} ${offer.price}`);
    link.href = offer.url;
    link.target = '_blank';
    link.rel = 'noopener noreferrer';
    node.append(link);
  }
  return node;
}

function watchControls(
  document: Document,
  watch: BarWatch,
  target: string | null,
  onWatch: () => void,
): HTMLElement[] {
  const nodes: HTMLElement[] = [];
  if (watch.state !== 'added') {
    const button = element(document, 'button', 'watch', LABEL_WATCH);
    button.type = 'button';
    if (target) button.title = `低于 ${target} 时提醒我`;
    if (watch.state === 'busy') button.setAttribute('aria-disabled', 'true');
    button.addEventListener('click', () => {
      if (button.getAttribute('aria-disabled') !== 'true') onWatch();
    });
    nodes.push(button);
  }
  if (watch.message) {
    const message = element(document, 'span', 'watch-message', watch.message);
    message.dataset.state = watch.state;
    message.setAttribute('role', 'status');
    nodes.push(message);
  }
  return nodes;
}

/**
 * Draws `view` into the bar's container (inside its shadow root), replacing what was there;
 * `onWatch` is called when the shopper presses 降价提醒.
 */
export function renderBar(container: HTMLElement, view: BarView, onWatch: () => void): void {
  const document = container.ownerDocument;
  const bar = element(document, 'section', 'bar');
  bar.setAttribute('aria-label', BAR_LABEL);
  bar.dataset.state = view.state;
  bar.append(element(document, 'span', 'brand', '价迹'));
  if (view.state === 'tracked') {
    const lowest = view.lowest && fact(document, 'lowest', '历史最低', view.lowest);
    if (lowest && view.isAtLowest) lowest.dataset.isLowest = '';
    bar.append(fact(document, 'today', '今日', view.today));
    if (lowest) bar.append(lowest);
    if (view.lowest30) bar.append(fact(document, 'lowest30', '30 天最低', view.lowest30));
    if (view.sparkline) bar.append(sparkSvg(document, view.sparkline));
    const trend = element(document, 'span', 'trend', view.trend);
    trend.dataset.tone = TONE_OF_TREND[view.trend];
    trend.title = '最近一次价格变化';
    const advice = element(document, 'span', 'advice', view.advice.text);
    advice.dataset.tone = view.advice.tone;
    bar.append(trend, advice);
    if (view.cheaper.length > 0) bar.append(cheaperList(document, view.cheaper));
    bar.append(historyLink(document, view.historyUrl));
    bar.append(...watchControls(document, view.watch, view.watchTarget, onWatch));
  } else {
    const message = element(document, 'span', 'message', view.message);
    message.setAttribute('role', 'status');
    bar.append(message);
  }
  container.replaceChildren(bar);
}
