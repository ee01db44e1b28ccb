/** One slot in the page list: a page number, or a gap drawn as an ellipsis. */
export type PageItem = number | 'gap-start' | 'gap-end';

/** Number of pages for a count of items, at least 1. */
export function pageCount(total: number, pageSize: number): number {
  if (pageSize <= 0) return 1;
  return Math.max(1, Math.ceil(total / pageSize));
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);
}

/**
 * The slots to draw: first and last page, the current page with `siblings` on each side, and
 * gaps. The count of slots stays the same wherever the current page is, so the buttons do not
 * jump; a gap that would hide a single page shows that page instead.
 */
export function pageItems(page: number, totalPages: number, siblings = 1): PageItem[] {
  const slots = siblings * 2 + 5;
  if (totalPages <= slots) return range(1, totalPages);

  const current = Math.min(Math.max(page, 1), totalPages);
  const start = Math.max(Math.min(current - siblings, totalPages - siblings * 2 - 2), 3);
  const end = Math.min(Math.max(current + siblings, siblings * 2 + 3), totalPages - 2);
  const head: PageItem[] = start > 3 ? [1, 'gap-start'] : [1, 2];
  const tail: PageItem[] =
    end < totalPages - 2 ? ['gap-end', totalPages] : [totalPages - 1, totalPages];
  return [...head, ...range(start, end), ...tail];
}
