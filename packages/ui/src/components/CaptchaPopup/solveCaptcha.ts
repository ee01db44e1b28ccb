import { waitFor } from 'storybook/test';

/** Story helper: waits for the stand-in captcha page in `frame` and clicks its button. */
export async function solveCaptcha(frame: HTMLIFrameElement): Promise<void> {
  const button = await waitFor(
    () => {
      const found = frame.contentDocument?.querySelector('button');
      if (!found) throw new Error('the captcha page has not loaded yet');
      return found;
    },
    { timeout: 5000 },
  );
  // A native click: user-event would attach to the frame's document and fail once it is gone.
  button.click();
}

/** Story helper: resolves once the stand-in captcha page in `frame` has rendered its button. */
export async function captchaLoaded(frame: HTMLIFrameElement): Promise<void> {
  await waitFor(
    () => {
      if (!frame.contentDocument?.querySelector('button')) throw new Error('not loaded yet');
    },
    { timeout: 5000 },
  );
}
