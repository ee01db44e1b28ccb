export { ExtTrendPage } from './ExtTrendPage';
