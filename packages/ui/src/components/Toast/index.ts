export { Toast, TOAST_DURATION_MS } from './Toast';
export type { ToastProps } from './Toast';
export type { ToastVariant } from './ToastIcon';
