export { FeedAlertLinks } from './FeedAlertLinks';
export type { FeedAlertLinksProps, FeedFormat } from './FeedAlertLinks';
