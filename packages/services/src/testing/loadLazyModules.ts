/**
 * Fetches the modules the stores load on first use (the link parser), so a story's play does not
 * race the dev server compiling them; the pages' story loader calls it.
 */
export async function loadLazyServiceModules(): Promise<void> {
  await import('../stores/productLinkParser');
}
