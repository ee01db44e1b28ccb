/** A bar's host element (for the page) and the container inside its shadow root. */
export interface ShadowHost {
  /** The element the page holds; the shadow root hangs off it. */
  readonly host: HTMLElement;
  /** Where the bar draws, inside the shadow root. */
  readonly container: HTMLElement;
}

/**
 * A detached host (`data-pricetrail="<name>"`) with an open shadow root holding `css` and an empty
 * container: the store's CSS cannot reach in, and ours cannot leak out. The caller places the host.
 */
export function mountShadowHost(document: Document, name: string, css: string): ShadowHost {
  const host = document.createElement('div');
  host.dataset.pricetrail = name;
  const shadow = host.attachShadow({ mode: 'open' });
  const style = document.createElement('style');
  style.textContent = css;
  const container = document.createElement('div');
  shadow.append(style, container);
  return { host, container };
}
