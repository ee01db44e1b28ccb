import type { LoginStore, SignInStore } from '@pricetrail/services';
import { LoginModal, useCountdown } from '@pricetrail/ui';
import { observer } from 'mobx-react-lite';

/** Props of {@link LoginModalView}. */
export interface LoginModalViewProps {
  /** The login store (social availability). */
  login: LoginStore;
  /** This screen's sign-in flows. */
  signIn: SignInStore;
  /** Whether the modal is shown. */
  isOpen: boolean;
  /** Called when the shopper closes it. */
  onClose: () => void;
  /** Element the modal is rendered into (default `document.body`). */
  container?: HTMLElement | null;
}

/** The kit's login modal driven by a sign-in store: SMS countdown, captcha, QR, social. */
export const LoginModalView = observer(function LoginModalView({
  login,
  signIn,
  isOpen,
  onClose,
  container,
}: LoginModalViewProps) {
  const countdown = useCountdown();

  const handleSmsSend = async ({ phone }: { phone: string }) => {
    await signIn.sendSms({ phone }, countdown.start);
  };

  return (
    <LoginModal
      isOpen={isOpen}
      onClose={onClose}
      container={container}
      tab={signIn.tab}
      onTabChange={({ tab }) => signIn.setTab(tab)}
      error={signIn.error ?? signIn.qr.notice}
      isSubmitting={signIn.isSubmitting}
      smsSecondsLeft={countdown.secondsLeft}
      isSmsSending={signIn.sms.isSending}
      onSmsSend={(request) => void handleSmsSend(request)}
      onPhoneLogin={(form) => void signIn.loginByPhone(form)}
      onAccountLogin={(form) => void signIn.loginByAccount(form)}
      qrStatus={signIn.qr.status}
      qrImgStr={signIn.qr.qrImgStr}
      onQrRefresh={() => void signIn.qr.start()}
      onSocialLogin={({ utype }) => void signIn.socialLogin(utype)}
      disabledSocial={login.unavailableSocial}
      captchaSrc={signIn.captcha.link}
      onCaptchaSuccess={signIn.captcha.solved}
    />
  );
});
