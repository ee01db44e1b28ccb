export { ShaidanPage } from './ShaidanPage';
export { loadShaidanPage } from './loadShaidanPage';
