import type { AccountStore, PhoneCodeTarget } from '@pricetrail/services';
import { Button, CaptchaPopup, Dialog, useCountdown } from '@pricetrail/ui';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { StyledActions, StyledAlert } from '../account/AccountLayout.styles';
import { StyledNotice } from '../login/AuthLayout.styles';
import { PhoneField } from '../login/PhoneField';
import { SmsCodeField } from '../login/SmsCodeField';
import { StyledDialogForm } from './AccountSettingsPage.styles';

/** Props of {@link PhoneDialog}. */
export interface PhoneDialogProps {
  /** The account whose phone is bound or changed. */
  account: AccountStore;
  /** Where the dialog renders (default `document.body`). */
  container?: HTMLElement | null;
  /** Called when the dialog closes (done or given up). */
  onClose: () => void;
}

/** Spec 'mine_setting_phone': bind a first phone, or move the account to another one. */
export const PhoneDialog = observer(function PhoneDialog({
  account,
  container,
  onClose,
}: PhoneDialogProps) {
  const [store] = useState(() => account.phoneBinding());
  const [isChange] = useState(() => store.mode === 'rechange');
  const oldCountdown = useCountdown();
  const newCountdown = useCountdown();
  const [form, setForm] = useState({ oldPhone: '', oldCode: '', phone: '', code: '' });
  const update = (change: Partial<typeof form>) =>
    setForm((current) => ({ ...current, ...change }));

  const handleSend = async (target: PhoneCodeTarget) => {
    const phone = target === 'old' ? form.oldPhone : form.phone;
    await store.sendCode(target, phone, (target === 'old' ? oldCountdown : newCountdown).start);
  };
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void store.submit(form);
  };

  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={isChange ? '更换手机' : '绑定手机'}
      container={container}
    >
      {store.isDone ? (
        <StyledDialogForm as="div">
          <StyledNotice role="status">
            手机号已{isChange ? '更换' : '绑定'}为 {account.phone}
          </StyledNotice>
          <StyledActions>
            <Button shape="rect" size="large" type="button" variant="primary" onClick={onClose}>
              完成
            </Button>
          </StyledActions>
        </StyledDialogForm>
      ) : (
        <StyledDialogForm noValidate onSubmit={handleSubmit}>
          {isChange && (
            <>
              <PhoneField
                label="当前手机号"
                placeholder={`请输入 ${account.phone} 的完整号码`}
                value={form.oldPhone}
                onValueChange={(oldPhone) => update({ oldPhone })}
              />
              <SmsCodeField
                label="当前手机验证码"
                value={form.oldCode}
                onValueChange={(oldCode) => update({ oldCode })}
                tag="change"
                onSend={() => void handleSend('old')}
                secondsLeft={oldCountdown.secondsLeft}
                isSending={store.oldSms.isSending}
                sendLabel="发送验证码（当前手机）"
              />
            </>
          )}
          <PhoneField
            label={isChange ? '新手机号' : '手机号'}
            value={form.phone}
            onValueChange={(phone) => update({ phone })}
          />
          <SmsCodeField
            label={isChange ? '新手机验证码' : '验证码'}
            value={form.code}
            onValueChange={(code) => update({ code })}
            tag={isChange ? 'rechange' : 'bind'}
            onSend={() => void handleSend('new')}
            secondsLeft={newCountdown.secondsLeft}
            isSending={store.newSms.isSending}
            sendLabel={isChange ? '发送验证码（新手机）' : undefined}
          />
          {store.error && <StyledAlert role="alert">{store.error}</StyledAlert>}
          <Button
            shape="rect"
            size="large"
            type="submit"
            variant="primary"
            aria-disabled={store.isSubmitting || undefined}
          >
            {store.isSubmitting ? '提交中…' : isChange ? '确认更换' : '确认绑定'}
          </Button>
        </StyledDialogForm>
      )}
      {store.captcha.link && (
        <CaptchaPopup
          container={container}
          src={store.captcha.link}
          onClose={store.captcha.dismiss}
          onSuccess={store.captcha.solved}
        />
      )}
    </Dialog>
  );
});
