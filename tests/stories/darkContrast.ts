import axe from 'axe-core';

/** The scheme a story is shown in: light unless it asks for dark (`parameters.colourScheme`). */
export type StoryScheme = 'light' | 'dark';

/** Shows the page in `scheme`, as the shopper's 外观 choice does (`data-color-scheme` on `<html>`). */
export function showScheme(scheme: StoryScheme): void {
  document.documentElement.dataset.colorScheme = scheme;
  // Colours that ease between values would be read half-way: let every transition end at once
  // (asking for the animations applies the new style first, so the scheme's are among them).
  for (const animation of document.getAnimations()) {
    if (animation instanceof CSSTransition) animation.finish();
  }
}

/**
 * axe's colour-contrast rule on what `element` shows, once more in the dark scheme: the story is
 * not rendered again, only recoloured, then put back in light. Answers the violations as text.
 */
export async function darkContrastViolations(element: HTMLElement): Promise<string[]> {
  showScheme('dark');
  try {
    const { violations } = await axe.run(element, { runOnly: ['color-contrast'] });
    return violations.flatMap(({ nodes }) =>
      nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
    );
  } finally {
    showScheme('light');
  }
}
