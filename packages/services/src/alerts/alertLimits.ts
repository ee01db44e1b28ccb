/** Notices per page of `/UserNotice/List`. */
export const NOTICE_PAGE_SIZE = 20;
/** The smallest daily cap the server accepts. */
export const DAILY_CAP_MIN = 1;
/** The largest daily cap the server accepts. */
export const DAILY_CAP_MAX = 100;
