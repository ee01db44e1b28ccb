import { BAR_CSS } from './barStyles';

/** The mini bar's host element (for the page) and the container inside its shadow root. */
export interface MountedBar {
  /** The element the page holds; the shadow root hangs off it. */
  readonly host: HTMLElement;
  /** Where `renderBar` draws, inside the shadow root. */
  readonly container: HTMLElement;
}

/**
 * A detached host with an open shadow root holding the bar's styles and an empty container for
 * `renderBar`; the caller puts the host on the page.
 */
export function mountBar(document: Document): MountedBar {
  const host = document.createElement('div');
  host.dataset.pricetrail = 'mini-bar';
  const shadow = host.attachShadow({ mode: 'open' });
  const style = document.createElement('style');
  style.textContent = BAR_CSS;
  const container = document.createElement('div');
  shadow.append(style, container);
  return { host, container };
}
