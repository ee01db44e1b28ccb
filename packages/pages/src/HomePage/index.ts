export { HomePage } from './HomePage';
export { loadHomePage } from './loadHomePage';
