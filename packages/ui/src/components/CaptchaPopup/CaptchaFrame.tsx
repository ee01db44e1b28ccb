import { useRef } from 'react';
import { StyledFrame } from './CaptchaPopup.styles';
import { useCaptchaSuccess } from './useCaptchaSuccess';

/** Props of {@link CaptchaFrame}. */
export interface CaptchaFrameProps {
  /** Address of the captcha page. */
  src: string;
  /** Called when the frame reports success. */
  onSuccess?: () => void;
  /** The frame's accessible title. */
  title: string;
}

/** The framed captcha page; the sandbox keeps it from navigating or opening our page. */
export function CaptchaFrame({ src, onSuccess, title }: CaptchaFrameProps) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  useCaptchaSuccess(frameRef, src, onSuccess);
  return (
    <StyledFrame
      ref={frameRef}
      src={src}
      title={title}
      sandbox="allow-scripts allow-same-origin allow-forms"
    />
  );
}
