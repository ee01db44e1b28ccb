import { Button, CaptchaPopup, Link, LOGIN_LINKS, useCountdown } from '@pricetrail/ui';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import {
  StyledAuthCard,
  StyledAuthPage,
  StyledCheck,
  StyledError,
  StyledLinks,
} from '../login/AuthLayout.styles';
import { PageMeta } from '../common/PageMeta';
import { PhoneField } from '../login/PhoneField';
import { SmsCodeField } from '../login/SmsCodeField';
import { useSignInRedirect } from '../login/useSignInRedirect';
import { useSignInScreen } from '../login/useSignInScreen';
import { paths } from '../paths';

/** Shown when the agreement box is left unticked. */
export const MSG_AGREE_FIRST = '请先阅读并同意《价迹用户协议》';

/** `user_register` and `/user/register`: a phone and its SMS code create the account and sign in. */
export const UserRegisterPage = observer(function UserRegisterPage() {
  const target = useSignInRedirect();
  const signIn = useSignInScreen(true);
  const countdown = useCountdown();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [hasAgreed, setHasAgreed] = useState(false);
  const [agreeError, setAgreeError] = useState<string | null>(null);

  const handleSend = async () => {
    await signIn.sendSms({ phone }, countdown.start);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!hasAgreed) return setAgreeError(MSG_AGREE_FIRST);
    setAgreeError(null);
    void signIn.loginByPhone({ phone: phone.trim(), code });
  };

  const error = agreeError ?? signIn.error;
  return (
    <StyledAuthPage aria-labelledby="register-title">
      <PageMeta title="免费注册" description="用手机号免费注册价迹，收藏商品、接收降价提醒" />
      <h1 id="register-title">免费注册价迹</h1>
      <StyledAuthCard>
        <form noValidate onSubmit={handleSubmit}>
          <PhoneField label="手机号" value={phone} onValueChange={setPhone} />
          <SmsCodeField
            value={code}
            onValueChange={setCode}
            tag="register"
            onSend={() => void handleSend()}
            secondsLeft={countdown.secondsLeft}
            isSending={signIn.sms.isSending}
          />
          <StyledCheck>
            <input
              type="checkbox"
              checked={hasAgreed}
              onChange={(event) => setHasAgreed(event.target.checked)}
            />
            <span>
              我已阅读并同意<Link href={LOGIN_LINKS.agreement}>《价迹用户协议》</Link>
            </span>
          </StyledCheck>
          {error && <StyledError role="alert">{error}</StyledError>}
          <Button
            shape="rect"
            size="large"
            variant="primary"
            type="submit"
            aria-disabled={signIn.isSubmitting || undefined}
          >
            {signIn.isSubmitting ? '注册中…' : '注册并登录'}
          </Button>
          <StyledLinks>
            <span>未注册的手机号验证后自动创建账号</span>
            <Link href={paths.userLogin(target)}>已有账号，去登录</Link>
          </StyledLinks>
        </form>
      </StyledAuthCard>
      {signIn.captcha.link && (
        <CaptchaPopup
          src={signIn.captcha.link}
          onClose={signIn.captcha.dismiss}
          onSuccess={signIn.captcha.solved}
        />
      )}
    </StyledAuthPage>
  );
});
