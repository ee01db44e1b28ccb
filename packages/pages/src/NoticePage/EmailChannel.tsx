import type { AlertSettingsStore, EmailChannelSettings } from '@pricetrail/services';
import { AlertChannelCard, EmailAlertFields } from '@pricetrail/ui';
import { observer } from 'mobx-react-lite';
import { channelTestProps, splitNote } from './channelCardProps';

/** Why the e-mail channel cannot be switched or tested yet; undefined once it can. */
function emailHint(email: EmailChannelSettings): string | undefined {
  if (!email.isAvailable) return '本站暂未开通邮件提醒';
  if (!email.address) return '填写邮箱并完成验证后即可开启';
  if (!email.isVerified) return '打开验证邮件中的链接后即可开启';
  return undefined;
}

/** 邮件提醒: the switch, the address with its verification, and 发送测试. */
export const EmailChannel = observer(function EmailChannel({
  store,
}: {
  store: AlertSettingsStore;
}) {
  const email = store.settings?.email;
  if (!email) return null;
  const hint = emailHint(email);
  const { fieldError, cardNote } = splitNote(store.notes.email, 'address');
  return (
    <AlertChannelCard
      title="邮件提醒"
      description="降价时发一封邮件到你的邮箱，每封邮件都带一键退订链接。"
      isOn={email.isOn}
      isSwitchBusy={store.isBusy('email')}
      switchHint={email.isOn ? undefined : hint}
      onSwitch={({ isOn }) => void store.switchChannel('email', isOn)}
      testHint={hint}
      note={cardNote}
      {...channelTestProps(store, 'email')}
    >
      <EmailAlertFields
        address={email.address}
        isVerified={email.isVerified}
        isSending={store.isBusy('email')}
        isDisabled={!email.isAvailable}
        error={fieldError}
        onSend={({ address }) => void store.setEmail(address)}
      />
    </AlertChannelCard>
  );
});
