export { withFrame } from './withFrame';
export type { StoryFrame } from './withFrame';
export { CORNER_STAGE } from './cornerStage';
