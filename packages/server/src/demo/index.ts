export { DEMO_SOURCE } from './types.js';
export type { DemoCategory, DemoEntry, DemoOptions, DemoPricePoint, DemoProduct } from './types.js';
export { demoCategories } from './categories.js';
export { demoCatalogue, DEFAULT_DEMO_PRODUCTS, DEFAULT_DEMO_SEED } from './catalogue.js';
export { isRaisedBeforeSale } from './detect.js';
export { DEMO_MARK_KEY, DEMO_MARK_RAISED } from './listing.js';
export { DEMO_STORES } from './sites.js';
export type { DemoStore, DemoStoreKey } from './sites.js';
