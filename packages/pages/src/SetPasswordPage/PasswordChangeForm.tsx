import type { AccountStore, PasswordProof } from '@pricetrail/services';
import { Button, CaptchaPopup, Tabs, useCountdown } from '@pricetrail/ui';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { StyledAlert, StyledCard, StyledHint } from '../account/AccountLayout.styles';
import { AuthField } from '../login/AuthField';
import { StyledNotice } from '../login/AuthLayout.styles';
import { NewPasswordFields } from '../login/NewPasswordFields';
import { PhoneField } from '../login/PhoneField';
import { SmsCodeField } from '../login/SmsCodeField';

const PROOFS = [
  { value: 'sms', label: '短信验证' },
  { value: 'password', label: '当前密码验证' },
] as const;

/** The proof (SMS code or current password), the new password twice, and the result. */
export const PasswordChangeForm = observer(function PasswordChangeForm({
  account,
}: {
  account: AccountStore;
}) {
  const [store] = useState(() => account.passwordChange());
  const countdown = useCountdown();
  const [form, setForm] = useState({
    phone: '',
    code: '',
    currentPassword: '',
    password: '',
    confirm: '',
  });
  const update = (change: Partial<typeof form>) =>
    setForm((current) => ({ ...current, ...change }));

  const handleSend = async () => {
    await store.sendCode(form.phone, countdown.start);
  };
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void store.submit(form);
  };

  if (store.isDone) {
    return (
      <StyledCard>
        <StyledNotice role="status">密码已修改，其他设备上的登录已退出。</StyledNotice>
      </StyledCard>
    );
  }

  const proofFields = store.isFirstPassword ? (
    <StyledHint>首次设置密码，无需验证。设置后可用绑定的手机号或邮箱加密码登录。</StyledHint>
  ) : store.proof === 'sms' ? (
    <>
      <PhoneField
        label="绑定的手机号"
        placeholder={`请输入 ${account.phone} 的完整号码`}
        value={form.phone}
        onValueChange={(phone) => update({ phone })}
      />
      <SmsCodeField
        value={form.code}
        onValueChange={(code) => update({ code })}
        tag="change"
        onSend={() => void handleSend()}
        secondsLeft={countdown.secondsLeft}
        isSending={store.sms.isSending}
      />
    </>
  ) : (
    <AuthField
      label="当前密码"
      type="password"
      autoComplete="current-password"
      value={form.currentPassword}
      onValueChange={(currentPassword) => update({ currentPassword })}
    />
  );

  const fields = (
    <form noValidate onSubmit={handleSubmit}>
      {proofFields}
      <NewPasswordFields password={form.password} confirm={form.confirm} onChange={update} />
      {store.error && <StyledAlert role="alert">{store.error}</StyledAlert>}
      <Button
        shape="rect"
        size="large"
        type="submit"
        variant="primary"
        aria-disabled={store.isSubmitting || undefined}
      >
        {store.isSubmitting ? '提交中…' : '保存新密码'}
      </Button>
    </form>
  );

  return (
    <StyledCard>
      {store.proofs.length > 1 ? (
        <Tabs<PasswordProof>
          items={PROOFS}
          value={store.proof}
          onChange={({ value }) => store.setProof(value)}
          label="验证方式"
        >
          {fields}
        </Tabs>
      ) : (
        fields
      )}
      {store.captcha.link && (
        <CaptchaPopup
          src={store.captcha.link}
          onClose={store.captcha.dismiss}
          onSuccess={store.captcha.solved}
        />
      )}
    </StyledCard>
  );
});
