export { UsPage } from './UsPage';
export type { UsPageProps } from './UsPage';
export { US_CONTENT } from './usContent';
export type { UsBlock, UsContent, UsTopic } from './usContent';
