import { NEW_PASSWORD_MAX } from '@pricetrail/core';
import { PasswordResetStore } from '@pricetrail/services';
import { useAppStore } from '@pricetrail/services/react';
import { CaptchaPopup, Link, SmsButton, useCountdown } from '@pricetrail/ui';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { AuthField } from '../login/AuthField';
import {
  StyledAuthCard,
  StyledAuthPage,
  StyledError,
  StyledLinks,
  StyledNotice,
  StyledSubmit,
} from '../login/AuthLayout.styles';
import { paths } from '../paths';

/** `/user/forgot_pwd`: an SMS code to the account's phone sets a new password. */
export const ForgotPasswordPage = observer(function ForgotPasswordPage() {
  const { login } = useAppStore();
  const [reset] = useState(() => new PasswordResetStore(login.api));
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
            <AuthField
              label="绑定的手机号"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              placeholder="请输入手机号"
              value={form.phone}
              onValueChange={(phone) => update({ phone })}
            />
            <AuthField
              label="短信验证码"
              inputMode="numeric"
              autoComplete="one-time-code"
              placeholder="请输入验证码"
              value={form.code}
              onValueChange={(code) => update({ code })}
              trailing={
                <SmsButton
                  tag="forgot"
                  onSend={() => void handleSend()}
                  secondsLeft={countdown.secondsLeft}
                  isSending={reset.sms.isSending}
                />
              }
            />
            <AuthField
              label="新密码（8-14位）"
              type="password"
              autoComplete="new-password"
              maxLength={NEW_PASSWORD_MAX}
              value={form.password}
              onValueChange={(password) => update({ password })}
            />
            <AuthField
              label="确认新密码"
              type="password"
              autoComplete="new-password"
              maxLength={NEW_PASSWORD_MAX}
              value={form.confirm}
              onValueChange={(confirm) => update({ confirm })}
            />
            {reset.error && <StyledError role="alert">{reset.error}</StyledError>}
            <StyledSubmit type="submit" aria-disabled={reset.isSubmitting || undefined}>
              {reset.isSubmitting ? '提交中…' : '重置密码'}
            </StyledSubmit>
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
