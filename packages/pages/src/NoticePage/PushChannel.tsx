import type { AlertSettingsStore } from '@pricetrail/services';
import { AlertChannelCard, PushAlertFields } from '@pricetrail/ui';
import { observer } from 'mobx-react-lite';
import { channelTestProps, splitNote } from './channelCardProps';

/** 浏览器推送: the switch for every subscribed browser, this browser's subscription, and 发送测试. */
export const PushChannel = observer(function PushChannel({ store }: { store: AlertSettingsStore }) {
  const push = store.settings?.push;
  if (!push) return null;
  const hint = !push.isAvailable
    ? '本站暂未开通浏览器推送'
    : push.devices === 0
      ? '先在至少一个浏览器开启推送'
      : undefined;
  const { cardNote } = splitNote(store.notes.push);
  return (
    <AlertChannelCard
      title="浏览器推送"
      description="在电脑或手机浏览器上弹出通知，网页关着也能收到。"
      isOn={push.isOn}
      isSwitchBusy={store.isBusy('push')}
      switchHint={push.isOn ? undefined : hint}
      onSwitch={({ isOn }) => void store.switchChannel('push', isOn)}
      testHint={hint}
      note={cardNote}
      {...channelTestProps(store, 'push')}
    >
      <PushAlertFields
        availability={push.isAvailable ? store.pushSupport : 'unavailable'}
        devices={push.devices}
        here={store.pushHere}
        isBusy={store.isBusy('push')}
        onEnable={() => void store.enablePush()}
        onDisable={() => void store.disablePush()}
      />
    </AlertChannelCard>
  );
});
