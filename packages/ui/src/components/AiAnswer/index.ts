export { AiAnswer } from './AiAnswer';
export type { AiAnswerProps, AiAnswerViewStatus } from './AiAnswer';
export { AnswerMarkdown, answerBlocks } from './AnswerMarkdown';
export type { AnswerMarkdownProps } from './AnswerMarkdown';
