export { ShaidanPage } from './ShaidanPage';
