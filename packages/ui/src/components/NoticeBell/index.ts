export { NOTICE_BADGE_MAX, NoticeBell } from './NoticeBell';
export type { NoticeBellProps } from './NoticeBell';
