import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LOGIN_QR_DATA_URL, loginCaptchaPageUrl } from '../../fixtures/loginFixtures';
import { captchaLoaded, solveCaptcha } from '../CaptchaPopup/solveCaptcha';
import { repaintAll } from '../Dialog/repaintAll';
import { QR_STATUS, type QrStatus } from '../QrPanel';
import { LoginModal } from './LoginModal';
import { LoginModalDemo } from './LoginModalDemo';
import { LOGIN_TAB, SOCIAL_LOGIN } from './loginConstants';

/** The open modal, once its initial focus has landed (so screenshots are stable). */
async function openModal(canvasElement: HTMLElement) {
  const dialog = await within(canvasElement).findByRole('dialog', { name: '登录价迹' });
  await waitFor(() =>
    expect(dialog.parentElement).toContainElement(document.activeElement as HTMLElement),
  );
  return within(dialog);
}

/** Every login tab shows its whole title inside the tab row: none is clipped or scrolled away. */
async function expectTabsFit(modal: ReturnType<typeof within>) {
  const row = modal.getByRole('tablist', { name: '登录方式' });
  await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
  const bounds = row.getBoundingClientRect();
  for (const tab of modal.getAllByRole('tab')) {
    const box = tab.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(bounds.left);
    await expect(box.right).toBeLessThanOrEqual(bounds.right);
    await expect(tab.scrollWidth).toBeLessThanOrEqual(tab.clientWidth);
  }
}

const meta = {
  title: 'Login/LoginModal',
  component: LoginModal,
  args: {
    isOpen: true,
    onClose: fn(),
    tab: LOGIN_TAB.phone,
    onTabChange: fn(),
    onSmsSend: fn(),
    onPhoneLogin: fn(),
    onAccountLogin: fn(),
    qrImgStr: LOGIN_QR_DATA_URL,
    onQrRefresh: fn(),
    onSocialLogin: fn(),
    onCaptchaSuccess: fn(),
  },
  render: (args) => <LoginModalDemo {...args} />,
  afterEach: async ({ canvasElement }) => repaintAll(canvasElement),
} satisfies Meta<typeof LoginModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Phone quick login, the default tab: focus starts in the phone field. */
export const PhoneTab: Story = {
  play: async ({ canvasElement }) => {
    const modal = await openModal(canvasElement);
    const phone = modal.getByRole('textbox', { name: '手机号' });
    await expect(phone).toHaveFocus();
    await expectTabsFit(modal);
    await expect(modal.getByRole('tab', { name: '手机快捷登录' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(modal.getByRole('link', { name: '《价迹用户协议》' })).toHaveAttribute(
      'href',
      '/static_page/privacy_policy.html',
    );
    await expect(modal.getByRole('link', { name: '免费注册' })).toHaveAttribute(
      'href',
      '/user/register?from=%2F',
    );
    await expect(modal.queryByRole('button', { name: '清除手机号' })).not.toBeInTheDocument();
    await userEvent.type(phone, '138');
    await userEvent.click(modal.getByRole('button', { name: '清除手机号' }));
    await expect(phone).toHaveValue('');
    await expect(phone).toHaveFocus();
  },
};

/** Account and password: '下次免登录' is checked by default; the password can be shown. */
export const AccountTab: Story = {
  args: { tab: LOGIN_TAB.account },
  play: async ({ canvasElement }) => {
    const modal = await openModal(canvasElement);
    await expect(modal.getByRole('textbox', { name: '账号' })).toHaveFocus();
    await expect(modal.getByRole('checkbox', { name: '下次免登录' })).toBeChecked();
    await expect(modal.getByRole('link', { name: '忘记密码' })).toHaveAttribute(
      'href',
      '/user/forgot_pwd',
    );
    await expect(modal.getByRole('link', { name: '免费注册' })).toBeInTheDocument();
    const password = modal.getByLabelText('密码');
    await userEvent.type(password, 'secret123');
    await expect(password).toHaveAttribute('type', 'password');
    const toggle = modal.getByRole('button', { name: '显示密码' });
    await userEvent.click(toggle);
    await expect(password).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  },
};

/** The QR tab with a fresh code; no agreement line or registration link; 扫码登录 is whole on a phone. */
export const QrTab: Story = {
  args: { tab: LOGIN_TAB.qr, qrStatus: QR_STATUS.loaded },
  play: async ({ canvasElement }) => {
    const modal = await openModal(canvasElement);
    await expectTabsFit(modal);
    await expect(modal.getByRole('img', { name: '价迹扫码登录二维码' })).toBeVisible();
    await expect(modal.getByText('请使用价迹App扫码登录')).toBeVisible();
    await expect(modal.queryByRole('link', { name: '免费注册' })).not.toBeInTheDocument();
  },
};

/** The server's message in the error line. */
export const WithError: Story = {
  args: { error: '验证码错误，请重新输入' },
  play: async ({ canvasElement }) => {
    const modal = await openModal(canvasElement);
    await expect(modal.getByRole('alert')).toHaveTextContent('验证码错误，请重新输入');
  },
};

/** Switching tabs hides the error line at once, even before the page clears `error`. */
export const TabSwitchHidesError: Story = {
  args: { error: '账户或密码错误，请重新输入', tab: LOGIN_TAB.account },
  play: async ({ args, canvasElement }) => {
    const modal = await openModal(canvasElement);
    await expect(modal.getByRole('alert')).toBeVisible();
    await userEvent.click(modal.getByRole('tab', { name: '手机快捷登录' }));
    await expect(args.onTabChange).toHaveBeenCalledWith({ tab: LOGIN_TAB.phone });
    await expect(modal.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(modal.getByRole('tab', { name: '扫码登录' }));
    await expect(args.onTabChange).toHaveBeenCalledWith({ tab: LOGIN_TAB.qr });
    await expect(modal.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** A login in flight: the button says so and further clicks do nothing. */
export const Submitting: Story = {
  args: { isSubmitting: true },
  play: async ({ args, canvasElement }) => {
    const modal = await openModal(canvasElement);
    const submit = modal.getByRole('button', { name: '登录中…' });
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await userEvent.type(modal.getByRole('textbox', { name: '手机号' }), '13812345678');
    await userEvent.type(modal.getByRole('textbox', { name: '验证码' }), '123456');
    await userEvent.click(submit);
    await expect(args.onPhoneLogin).not.toHaveBeenCalled();
  },
};

/** A valid phone and code log in once: the loading state swallows the second click. */
export const PhoneLoginSubmitsOnce: Story = {
  play: async ({ args, canvasElement }) => {
    const modal = await openModal(canvasElement);
    await userEvent.type(modal.getByRole('textbox', { name: '手机号' }), ' 138 1234 5678 ');
    await userEvent.click(modal.getByRole('button', { name: '发送验证码' }));
    await expect(args.onSmsSend).toHaveBeenCalledWith({ phone: '13812345678', tag: 'login' });
    await userEvent.type(modal.getByRole('textbox', { name: '验证码' }), ' 123456 ');
    const submit = modal.getByRole('button', { name: '登录' });
    await userEvent.click(submit);
    await userEvent.click(submit);
    await expect(args.onPhoneLogin).toHaveBeenCalledTimes(1);
    await expect(args.onPhoneLogin).toHaveBeenCalledWith({ phone: '13812345678', code: '123456' });
    await expect(submit).toHaveTextContent('登录中…');
  },
};

/** Valid account details log in once, trimmed, with '下次免登录' as checked. */
export const AccountLoginSubmitsOnce: Story = {
  args: { tab: LOGIN_TAB.account },
  play: async ({ args, canvasElement }) => {
    const modal = await openModal(canvasElement);
    await userEvent.type(modal.getByRole('textbox', { name: '账号' }), ' shopper@example.com ');
    await userEvent.type(modal.getByLabelText('密码'), 'secret123{Enter}');
    await userEvent.click(modal.getByRole('button', { name: '登录中…' }));
    await expect(args.onAccountLogin).toHaveBeenCalledTimes(1);
    await expect(args.onAccountLogin).toHaveBeenCalledWith({
      account: 'shopper@example.com',
      passwd: 'secret123',
      rememberMe: true,
    });
  },
};

/** An invalid phone: '请输入正确的手机号码', and no SMS request or login. */
export const InvalidPhone: Story = {
  play: async ({ args, canvasElement }) => {
    const modal = await openModal(canvasElement);
    const phone = modal.getByRole('textbox', { name: '手机号' });
    await userEvent.type(phone, '12345678901');
    await userEvent.click(modal.getByRole('button', { name: '发送验证码' }));
    await expect(modal.getByRole('alert')).toHaveTextContent('请输入正确的手机号码');
    await expect(args.onSmsSend).not.toHaveBeenCalled();
    await expect(phone).toHaveFocus();
    await userEvent.type(modal.getByRole('textbox', { name: '验证码' }), '123456');
    await userEvent.click(modal.getByRole('button', { name: '登录' }));
    await expect(modal.getByRole('alert')).toHaveTextContent('请输入正确的手机号码');
    await expect(args.onPhoneLogin).not.toHaveBeenCalled();
  },
};

/** A bad account or too short a password: '账户或密码错误，请重新输入', no login. */
export const InvalidAccount: Story = {
  args: { tab: LOGIN_TAB.account },
  play: async ({ args, canvasElement }) => {
    const modal = await openModal(canvasElement);
    await userEvent.type(modal.getByRole('textbox', { name: '账号' }), 'shopper@example');
    await userEvent.type(modal.getByLabelText('密码'), '12345');
    await userEvent.click(modal.getByRole('button', { name: '登录' }));
    await expect(modal.getByRole('alert')).toHaveTextContent('账户或密码错误，请重新输入');
    await expect(args.onAccountLogin).not.toHaveBeenCalled();
  },
};

/** During the 60-second SMS wait the send button shows the seconds left. */
export const SmsCountdown: Story = {
  args: { smsSecondsLeft: 42 },
  play: async ({ canvasElement }) => {
    const modal = await openModal(canvasElement);
    await expect(modal.getByRole('button', { name: '42秒后重发' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** The inline captcha replaces the form and locks the tab titles. */
export const InlineCaptchaActive: Story = {
  args: { captchaSrc: loginCaptchaPageUrl() },
  play: async ({ args, canvasElement }) => {
    const modal = await openModal(canvasElement);
    await expect(modal.getByRole('region', { name: '请先完成安全验证' })).toHaveFocus();
    await expect(modal.queryByRole('textbox', { name: '手机号' })).not.toBeInTheDocument();
    const account = modal.getByRole('tab', { name: '账号密码登录' });
    await expect(account).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(account);
    await expect(args.onTabChange).not.toHaveBeenCalled();
    await captchaLoaded(modal.getByTitle<HTMLIFrameElement>('安全验证'));
  },
};

/** Solving the captcha reports success; the form comes back with focus on the code field. */
export const InlineCaptchaSolved: Story = {
  args: { captchaSrc: loginCaptchaPageUrl() },
  play: async ({ args, canvasElement }) => {
    const modal = await openModal(canvasElement);
    await solveCaptcha(modal.getByTitle<HTMLIFrameElement>('安全验证'));
    await waitFor(() => expect(args.onCaptchaSuccess).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(modal.getByRole('textbox', { name: '验证码' })).toHaveFocus());
    await expect(modal.getByRole('tab', { name: '账号密码登录' })).not.toHaveAttribute(
      'aria-disabled',
    );
  },
};

/** WeChat (2), QQ (1) and Weibo (3); an unavailable platform is greyed out and inert. */
export const SocialLoginWithQqUnavailable: Story = {
  args: { disabledSocial: [SOCIAL_LOGIN.qq] },
  play: async ({ args, canvasElement }) => {
    const modal = await openModal(canvasElement);
    await userEvent.click(modal.getByRole('button', { name: '微信登录' }));
    await expect(args.onSocialLogin).toHaveBeenLastCalledWith({ utype: 2 });
    await userEvent.click(modal.getByRole('button', { name: 'QQ登录（暂不可用）' }));
    await userEvent.click(modal.getByRole('button', { name: '微博登录' }));
    await expect(args.onSocialLogin).toHaveBeenLastCalledWith({ utype: 3 });
    await expect(args.onSocialLogin).toHaveBeenCalledTimes(2);
  },
};

/** Opened from the header: Tab stays inside, Escape closes, focus returns to the opener. */
export const EscapeClosesAndReturnsFocus: Story = {
  args: { isOpen: false },
  play: async ({ args, canvas, canvasElement }) => {
    const opener = canvas.getByRole('button', { name: '登录 / 注册' });
    await userEvent.click(opener);
    const modal = await openModal(canvasElement);
    await expect(modal.getByRole('textbox', { name: '手机号' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(modal.getByRole('tab', { name: '手机快捷登录' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(modal.getByRole('button', { name: '关闭' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(modal.getByRole('button', { name: '微博登录' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** Behaviour.md §9: on Chrome/Chromium older than 84 the tab titles get a 50 px right margin. */
export const LegacyTabMargin: Story = {
  args: { hasLegacyTabMargin: true },
  play: async ({ canvasElement }) => {
    const modal = await openModal(canvasElement);
    await expect(modal.getByRole('tablist')).toHaveAttribute('data-legacy-margin');
  },
};

/** A story of the QR tab in one status, checking the message it shows. */
function qrStory(qrStatus: QrStatus, message: string, hasImage = true): Story {
  return {
    args: { tab: LOGIN_TAB.qr, qrStatus, qrImgStr: hasImage ? LOGIN_QR_DATA_URL : undefined },
    play: async ({ canvasElement }) => {
      const modal = await openModal(canvasElement);
      await expect(modal.getByText(message)).toBeVisible();
    },
  };
}

/** QR status 0: loading. */
export const QrLoading = qrStory(QR_STATUS.idle, '二维码加载中…', false);

/** QR status 2: the code is registered and waits for the app. */
export const QrUploaded = qrStory(QR_STATUS.uploaded, '请使用价迹App扫码登录');

/** QR status 4: scanned, waiting for the phone's confirmation. */
export const QrScanned = qrStory(QR_STATUS.scanned, '扫描成功，请在手机上确认');

/** QR status -1: the code could not be fetched; '点击刷新' tries again. */
export const QrNetworkError = qrStory(QR_STATUS.loadError, '网络异常', false);

/** QR status -2: the code could not be registered for login. */
export const QrUploadError = qrStory(QR_STATUS.uploadError, '二维码生成失败');

/** QR status -3: expired; '点击刷新' asks the page for a new code. */
export const QrExpired: Story = {
  args: { tab: LOGIN_TAB.qr, qrStatus: QR_STATUS.expired },
  play: async ({ args, canvasElement }) => {
    const modal = await openModal(canvasElement);
    await expect(modal.getByText('二维码失效')).toBeVisible();
    await userEvent.click(modal.getByRole('button', { name: '点击刷新' }));
    await expect(args.onQrRefresh).toHaveBeenCalledTimes(1);
  },
};
