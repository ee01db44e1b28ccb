/** The section whose story files are whole pages rather than components. */
export const PAGES_SECTION = 'Pages/';

/** Whether a docs page shows its stories in frames of their own (pages) rather than inline. */
export function showsStoriesInFrames(title: string): boolean {
  return title.startsWith(PAGES_SECTION);
}
