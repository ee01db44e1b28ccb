import { useId, type HTMLAttributes, type Ref } from 'react';
import { StyledHint, StyledInlineCaptcha } from './CaptchaPopup.styles';
import { CaptchaFrame } from './CaptchaFrame';

/** Props of {@link InlineCaptcha}. */
export interface InlineCaptchaProps extends HTMLAttributes<HTMLElement> {
  /** Address of the captcha page. */
  src: string;
  /** Called when the captcha frame posts a 'success' message from `src`'s origin. */
  onSuccess: () => void;
  /** The line above the frame. */
  hint?: string;
  /** The root element, e.g. to move focus to it when it appears. */
  ref?: Ref<HTMLElement>;
}

/** Behaviour.md §2: the small captcha shown inside the login modal in place of the form. */
export function InlineCaptcha({
  src,
  onSuccess,
  hint = '请先完成安全验证',
  ...rest
}: InlineCaptchaProps) {
  const hintId = useId();
  return (
    <StyledInlineCaptcha aria-labelledby={hintId} tabIndex={-1} {...rest}>
      <StyledHint id={hintId}>{hint}</StyledHint>
      <CaptchaFrame src={src} onSuccess={onSuccess} title="安全验证" />
    </StyledInlineCaptcha>
  );
}
