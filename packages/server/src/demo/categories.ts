import { CATEGORY_SPECS, PARENT_CATEGORIES } from './data/index.js';
import type { DemoCategory } from './types.js';

/** The demo category tree: the four parents first, then the 16 leaves (insert in this order). */
export function demoCategories(): DemoCategory[] {
  return [
    ...PARENT_CATEGORIES.map((c) => ({ ...c })),
    ...CATEGORY_SPECS.map((c) => ({ slug: c.slug, name: c.name, parentSlug: c.parentSlug })),
  ];
}
