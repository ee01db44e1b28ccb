export { BAOLIAO_TITLE, BaoliaoPage } from './BaoliaoPage';
