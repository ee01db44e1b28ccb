import { Dialog } from '../Dialog';
import { CaptchaFrame } from './CaptchaFrame';

/** Props of {@link CaptchaPopup}. */
export interface CaptchaPopupProps {
  /** Address of the captcha page (the SmsCode answer's `link`). */
  src: string;
  /** Called when the shopper closes the popup (close icon, Escape or the mask). */
  onClose: () => void;
  /** Called when the captcha page posts a 'success' message. */
  onSuccess?: () => void;
  /** Whether the popup is shown (default true). */
  isOpen?: boolean;
  /** Element the popup is rendered into (default `document.body`). */
  container?: HTMLElement | null;
}

/** Behaviour.md §2: the captcha page in a framed overlay with a close icon. */
export function CaptchaPopup({
  src,
  onClose,
  onSuccess,
  isOpen = true,
  container,
}: CaptchaPopupProps) {
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title="安全验证" container={container}>
      <CaptchaFrame src={src} onSuccess={onSuccess} title="安全验证" />
    </Dialog>
  );
}
