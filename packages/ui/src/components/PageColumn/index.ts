export { PageColumn } from './PageColumn';
