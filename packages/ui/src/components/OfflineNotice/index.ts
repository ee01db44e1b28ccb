export { OFFLINE_NOTICE_TEXT, OfflineNotice } from './OfflineNotice';
