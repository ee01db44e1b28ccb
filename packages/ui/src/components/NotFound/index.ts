export { NotFound } from './NotFound';
export type { NotFoundProps, NotFoundReason } from './NotFound';
