/** The bar's controls that focus is moved to, or kept on when the bar is drawn again. */
export type BarControl = 'watch' | 'watch-target' | 'trend' | 'trend-close';

/** Marks `node` as the bar's `control`, so {@link focusBarControl} can find it. */
export function markControl(node: HTMLElement, control: BarControl): void {
  node.dataset.control = control;
}

/** The control that has focus inside `container`, if it is one of the marked ones. */
export function focusedControl(container: HTMLElement): BarControl | null {
  const root = container.getRootNode() as Document | ShadowRoot;
  const active = root.activeElement;
  if (!(active instanceof HTMLElement) || !container.contains(active)) return null;
  return (active.dataset.control as BarControl | undefined) ?? null;
}

/** Moves focus to the bar's `control` when it is drawn. */
export function focusBarControl(container: HTMLElement, control: BarControl): void {
  container.querySelector<HTMLElement>(`[data-control="${control}"]`)?.focus();
}
