import { passwordResetView } from '@pricetrail/services';
import { useFreshView } from '@pricetrail/services/react';
import { Button, CaptchaPopup, Link, useCountdown } from '@pricetrail/ui';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import {
  StyledAuthCard,
  StyledAuthPage,
  StyledError,
  StyledLinks,
  StyledNotice,
} from '../login/AuthLayout.styles';
import { PageMeta } from '../common/PageMeta';
import { NewPasswordFields } from '../login/NewPasswordFields';
import { PhoneField } from '../login/PhoneField';
import { SmsCodeField } from '../login/SmsCodeField';
import { paths } from '../paths';

/** `/user/forgot_pwd`: an SMS code to the account's phone sets a new password. */
export const ForgotPasswordPage = observer(function ForgotPasswordPage() {
  const reset = useFreshView(passwordResetView, 'forgotPassword');
  const countdown = useCountdown();
  const [form, setForm] = useState({ phone: '', code: '', password: '', confirm: '' });
  const update = (change: Partial<typeof form>) =>
    setForm((current) => ({ ...current, ...change }));

  const handleSend = async () => {
    await reset.sendSms({ phone: form.phone }, countdown.start);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void reset.reset(form);
  };

  return (
    <StyledAuthPage aria-labelledby="forgot-title">
      <PageMeta title="找回密码" description="用绑定的手机号接收验证码，重设价迹账号的密码" />
      <h1 id="forgot-title">找回密码</h1>
      <StyledAuthCard>
        {reset.isDone ? (
          <>
            <StyledNotice role="status">密码已重置，请使用新密码登录。</StyledNotice>
            <StyledLinks>
              <Link href={paths.userLogin('/')}>去登录</Link>
            </StyledLinks>
          </>
        ) : (
          <form noValidate onSubmit={handleSubmit}>
            <PhoneField
              label="绑定的手机号"
              value={form.phone}
              onValueChange={(phone) => update({ phone })}
            />
            <SmsCodeField
              value={form.code}
              onValueChange={(code) => update({ code })}
              tag="forgot"
              onSend={() => void handleSend()}
              secondsLeft={countdown.secondsLeft}
              isSending={reset.sms.isSending}
            />
            <NewPasswordFields password={form.password} confirm={form.confirm} onChange={update} />
            {reset.error && <StyledError role="alert">{reset.error}</StyledError>}
            <Button
              shape="rect"
              size="large"
              variant="primary"
              type="submit"
              aria-disabled={reset.isSubmitting || undefined}
            >
              {reset.isSubmitting ? '提交中…' : '重置密码'}
            </Button>
            <StyledLinks>
              <Link href={paths.userLogin('/')}>想起来了，去登录</Link>
              <Link href={paths.register('/')}>注册新账号</Link>
            </StyledLinks>
          </form>
        )}
      </StyledAuthCard>
      {reset.captcha.link && (
        <CaptchaPopup
          src={reset.captcha.link}
          onClose={reset.captcha.dismiss}
          onSuccess={reset.captcha.solved}
        />
      )}
    </StyledAuthPage>
  );
});
