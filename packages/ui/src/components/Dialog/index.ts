export { Dialog } from './Dialog';
export type { DialogProps } from './Dialog';
export { DialogStage } from './DialogStage';
export type { DialogStageProps } from './DialogStage';
export { CloseIcon } from './CloseIcon';
export { useBodyScrollLock } from './useBodyScrollLock';
export { repaintAll } from './repaintAll';
