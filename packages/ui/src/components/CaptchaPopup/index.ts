export { CaptchaPopup } from './CaptchaPopup';
export type { CaptchaPopupProps } from './CaptchaPopup';
export { InlineCaptcha } from './InlineCaptcha';
export type { InlineCaptchaProps } from './InlineCaptcha';
export { isCaptchaSuccess } from './useCaptchaSuccess';
