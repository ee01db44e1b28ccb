import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { loginCaptchaPageUrl } from '../../fixtures/loginFixtures';
import { DialogStage } from '../Dialog';
import { repaintAll } from '../Dialog/repaintAll';
import { CaptchaPopup } from './CaptchaPopup';
import { InlineCaptcha } from './InlineCaptcha';
import { captchaLoaded, solveCaptcha } from './solveCaptcha';

const meta = {
  title: 'Login/CaptchaPopup',
  component: CaptchaPopup,
  args: { src: loginCaptchaPageUrl(), onClose: fn(), onSuccess: fn() },
  render: (args) => (
    <DialogStage height={480}>
      {(container) => <CaptchaPopup {...args} container={container} />}
    </DialogStage>
  ),
  afterEach: async ({ canvasElement }) => repaintAll(canvasElement),
} satisfies Meta<typeof CaptchaPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The captcha page framed in an overlay; the close icon closes it, solving reports success. */
export const Popup: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('dialog', { name: '安全验证' })).toBeVisible();
    const frame = canvas.getByTitle<HTMLIFrameElement>('安全验证');
    await userEvent.click(canvas.getByRole('button', { name: '关闭' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await solveCaptcha(frame);
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledTimes(1));
  },
};

/** The small captcha used inside the login modal: only its own frame can report success. */
export const Inline: Story = {
  render: ({ src, onSuccess = fn() }) => (
    <div style={{ maxWidth: 352, padding: 16 }}>
      <InlineCaptcha src={src} onSuccess={onSuccess} />
    </div>
  ),
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('region', { name: '请先完成安全验证' })).toBeVisible();
    const frame = canvas.getByTitle<HTMLIFrameElement>('安全验证');
    await captchaLoaded(frame);
    window.postMessage('success', '*');
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(args.onSuccess).not.toHaveBeenCalled();
    await solveCaptcha(frame);
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledTimes(1));
  },
};
