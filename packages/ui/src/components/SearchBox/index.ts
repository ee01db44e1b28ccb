export { SearchBox } from './SearchBox';
export type { SearchBoxProps, SearchBoxSize, SearchBoxSubmit, SearchSource } from './SearchBox';
