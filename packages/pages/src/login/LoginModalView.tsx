import type { LoginStore, SignInStore } from '@pricetrail/services';
import { LoginModal, LoginPanel, useCountdown, type LoginBoxProps } from '@pricetrail/ui';
import { observer } from 'mobx-react-lite';

/** How {@link LoginModalView} shows the box: a modal, or the page's own sign-in panel. */
export type LoginPresentation =
  | {
      /** Whether the modal is shown. */
      isOpen: boolean;
      /** Called when the shopper closes it. */
      onClose: () => void;
      /** Element the modal is rendered into (default `document.body`). */
      container?: HTMLElement | null;
    }
  | {
      /** Shown in the page's flow, for pages that exist to sign in. */
      isInline: true;
    };

/** Props of {@link LoginModalView}. */
export type LoginModalViewProps = LoginPresentation & {
  /** The login store (social availability). */
  login: LoginStore;
  /** This screen's sign-in flows. */
  signIn: SignInStore;
};

/** The kit's login modal driven by a sign-in store: SMS countdown, captcha, QR, social. */
export const LoginModalView = observer(function LoginModalView({
  login,
  signIn,
  ...presentation
}: LoginModalViewProps) {
  const countdown = useCountdown();

  const handleSmsSend = async ({ phone }: { phone: string }) => {
    await signIn.sendSms({ phone }, countdown.start);
  };

  const box: LoginBoxProps = {
    tab: signIn.tab,
    onTabChange: ({ tab }) => signIn.setTab(tab),
    error: signIn.error ?? signIn.qr.notice,
    isSubmitting: signIn.isSubmitting,
    smsSecondsLeft: countdown.secondsLeft,
    isSmsSending: signIn.sms.isSending,
    onSmsSend: (request) => void handleSmsSend(request),
    onPhoneLogin: (form) => void signIn.loginByPhone(form),
    onAccountLogin: (form) => void signIn.loginByAccount(form),
    qrStatus: signIn.qr.status,
    qrImgStr: signIn.qr.qrImgStr,
    onQrRefresh: () => void signIn.qr.start(),
    onSocialLogin: ({ utype }) => void signIn.socialLogin(utype),
    disabledSocial: login.unavailableSocial,
    captchaSrc: signIn.captcha.link,
    onCaptchaSuccess: signIn.captcha.solved,
  };
  if ('isInline' in presentation) return <LoginPanel {...box} />;
  return <LoginModal {...box} {...presentation} />;
});
