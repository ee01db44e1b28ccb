export { ALL_PRODUCTS_TITLE, CategoryPage } from './CategoryPage';
export { loadCategoryPage } from './loadCategoryPage';
