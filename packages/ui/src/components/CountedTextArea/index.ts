export { CountedTextArea } from './CountedTextArea';
export type { CountedTextAreaProps } from './CountedTextArea';
