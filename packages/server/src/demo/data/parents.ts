import type { ParentCategory } from './types.js';

/** The top of the category tree; every leaf names one of these as its parent. */
export const PARENT_CATEGORIES: readonly ParentCategory[] = [
  { slug: 'digital', name: '手机数码' },
  { slug: 'appliances', name: '家用电器' },
  { slug: 'daily', name: '美妆日用' },
  { slug: 'leisure', name: '运动图书' },
];
