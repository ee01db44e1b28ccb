import type { AlertSettingsStore } from '@pricetrail/services';
import { AlertChannelCard, WebhookAlertFields } from '@pricetrail/ui';
import { observer } from 'mobx-react-lite';
import { channelTestProps, splitNote } from './channelCardProps';

/** Props of {@link WebhookChannel}. */
export interface WebhookChannelProps {
  /** The settings store, read. */
  store: AlertSettingsStore;
  /** Whether the secret was just copied. */
  isSecretCopied: boolean;
  /** Copies the secret. */
  onCopySecret: (secret: string) => void;
}

/** Webhook: the switch, the address, its shape and signing secret, and 发送测试. */
export const WebhookChannel = observer(function WebhookChannel({
  store,
  isSecretCopied,
  onCopySecret,
}: WebhookChannelProps) {
  const webhook = store.settings?.webhook;
  if (!webhook) return null;
  const hint = webhook.url ? undefined : '填写并保存接收地址后即可开启';
  const { fieldError, cardNote } = splitNote(store.notes.webhook, 'url');
  return (
    <AlertChannelCard
      title="Webhook"
      description="把提醒发到你自己的服务，或 ntfy、Bark、Server酱、钉钉、飞书、企业微信、PushPlus、Telegram 等推送工具。"
      isOn={webhook.isOn}
      isSwitchBusy={store.isBusy('webhook')}
      switchHint={webhook.isOn ? undefined : hint}
      onSwitch={({ isOn }) => void store.switchChannel('webhook', isOn)}
      testHint={hint}
      note={cardNote}
      {...channelTestProps(store, 'webhook')}
    >
      <WebhookAlertFields
        url={webhook.url}
        preset={webhook.preset}
        presets={webhook.presets}
        secret={webhook.secret}
        isSecretCopied={isSecretCopied}
        isSaving={store.isBusy('webhook')}
        error={fieldError}
        onSave={({ url, preset }) => {
          const chosen = webhook.presets.find((option) => option.value === preset);
          void store.saveWebhook({ url, preset: chosen?.value ?? webhook.preset });
        }}
        onCopySecret={() => onCopySecret(webhook.secret)}
      />
    </AlertChannelCard>
  );
});
