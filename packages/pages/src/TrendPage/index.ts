export { TrendPage } from './TrendPage';
