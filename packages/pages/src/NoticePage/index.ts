export { NoticePage } from './NoticePage';
export type { NoticePageProps } from './NoticePage';
