import { AIR_CONDITIONERS } from './air-conditioners.js';
import { AUDIO } from './audio.js';
import { BABY } from './baby.js';
import { BEAUTY } from './beauty.js';
import { BOOKS } from './books.js';
import { FOOD } from './food.js';
import { FRIDGES } from './fridges.js';
import { KITCHEN } from './kitchen.js';
import { LAPTOPS } from './laptops.js';
import { PERSONAL_CARE } from './personal-care.js';
import { PHONES } from './phones.js';
import { SMARTWATCHES } from './smartwatches.js';
import { SPORTS } from './sports.js';
import { TABLETS } from './tablets.js';
import { TVS } from './tvs.js';
import { WASHERS } from './washers.js';
import type { CategorySpec } from './types.js';

export type { CategorySpec, ModelSpec, ParentCategory, Variant } from './types.js';
export { PARENT_CATEGORIES } from './parents.js';

/** Leaf categories by parent; clusters pick one by index, so append rather than reorder. */
export const CATEGORY_SPECS: readonly CategorySpec[] = [
  PHONES,
  LAPTOPS,
  TABLETS,
  SMARTWATCHES,
  AUDIO,
  TVS,
  FRIDGES,
  WASHERS,
  AIR_CONDITIONERS,
  KITCHEN,
  BEAUTY,
  PERSONAL_CARE,
  BABY,
  FOOD,
  SPORTS,
  BOOKS,
];
