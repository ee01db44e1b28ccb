import { useEffect, useEffectEvent, type RefObject } from 'react';

/** Whether a captcha frame's message means it was solved: 'success' or `{ type: 'success' }`. */
export function isCaptchaSuccess(data: unknown): boolean {
  if (data === 'success') return true;
  return typeof data === 'object' && data !== null && 'type' in data && data.type === 'success';
}

/** The origin a frame address loads from, or null for an opaque or invalid one. */
export function frameOrigin(src: string, base: string): string | null {
  try {
    const origin = new URL(src, base).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** Calls `onSuccess` when the given captcha frame, and only it, posts a success message. */
export function useCaptchaSuccess(
  frameRef: RefObject<HTMLIFrameElement | null>,
  src: string,
  onSuccess?: () => void,
): void {
  const handleSuccess = useEffectEvent(() => onSuccess?.());

  useEffect(() => {
    const origin = frameOrigin(src, window.location.href);
    if (!origin) return;
    // Any page may post to this window: trust only our own frame, from the origin it was given.
    const handleMessage = (event: MessageEvent) => {
      const frame = frameRef.current;
      if (!frame || event.source !== frame.contentWindow || event.origin !== origin) return;
      if (isCaptchaSuccess(event.data)) handleSuccess();
    };
    window.addEventListener('message', handleMessage);
    return () => window.removeEventListener('message', handleMessage);
  }, [frameRef, src]);
}
