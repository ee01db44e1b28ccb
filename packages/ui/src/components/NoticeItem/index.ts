export { NoticeItem } from './NoticeItem';
export type { NoticeItemKind, NoticeItemProps } from './NoticeItem';
