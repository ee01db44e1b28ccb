import type { AlertSettingsStore } from '@pricetrail/services';
import { AlertChannelCard, AlertScheduleForm, Button, FeedAlertLinks } from '@pricetrail/ui';
import { observer } from 'mobx-react-lite';
import { StyledAlert, StyledState } from '../account/AccountLayout.styles';
import { useCopy } from '../common/useCopy';
import { channelTestProps, splitNote } from './channelCardProps';
import { EmailChannel } from './EmailChannel';
import { StyledFormCard, StyledSection } from './NoticePage.styles';
import { PushChannel } from './PushChannel';
import { WebhookChannel } from './WebhookChannel';

/** Props of {@link AlertSettingsPanel}. */
export interface AlertSettingsPanelProps {
  /** The settings store, read. */
  store: AlertSettingsStore;
}

/** The 提醒设置 tab: every channel with its switch, fields and test, then 提醒频率. */
export const AlertSettingsPanel = observer(function AlertSettingsPanel({
  store,
}: AlertSettingsPanelProps) {
  const { copied, copy } = useCopy<'secret' | 'rss' | 'atom'>();
  const { settings } = store;
  if (store.status === 'failed') {
    return (
      <StyledState>
        <StyledAlert role="alert">{store.error}</StyledAlert>
        <Button
          shape="rect"
          size="large"
          type="button"
          variant="primary"
          onClick={() => void store.load()}
        >
          重试
        </Button>
      </StyledState>
    );
  }
  if (!settings) {
    return (
      <StyledState role="status" aria-busy="true">
        <p>正在读取提醒设置…</p>
      </StyledState>
    );
  }
  return (
    <>
      <StyledSection aria-labelledby="alert-channels">
        <h2 id="alert-channels">提醒方式</h2>
        <AlertChannelCard
          title="站内消息"
          description="每条提醒都会出现在“消息”里，页头的铃铛显示未读数。"
          isAlwaysOn
          {...channelTestProps(store, 'site')}
        />
        <EmailChannel store={store} />
        <PushChannel store={store} />
        <WebhookChannel
          store={store}
          isSecretCopied={copied === 'secret'}
          onCopySecret={(secret) => copy('secret', secret)}
        />
        <AlertChannelCard
          title="RSS / Atom 订阅"
          description="用阅读器订阅你的提醒。链接本身就是凭证，请不要公开。"
          note={splitNote(store.notes.feed).cardNote}
        >
          <FeedAlertLinks
            rss={settings.feed.rss}
            atom={settings.feed.atom}
            copied={copied === 'rss' || copied === 'atom' ? copied : null}
            isResetting={store.isBusy('feed')}
            onCopy={({ format }) => copy(format, settings.feed[format])}
            onReset={() => void store.resetFeed()}
          />
        </AlertChannelCard>
      </StyledSection>
      <StyledSection aria-labelledby="alert-schedule">
        <h2 id="alert-schedule">提醒频率</h2>
        <StyledFormCard>
          <p>邮件、推送和 Webhook 按这里的设置发送；站内消息不受限制。</p>
          <AlertScheduleForm
            dailyCap={settings.dailyCap}
            quietHours={settings.quietHours}
            isSaving={store.isBusy('schedule')}
            note={store.notes.schedule}
            onSave={(form) => void store.saveSchedule(form)}
          />
        </StyledFormCard>
      </StyledSection>
    </>
  );
});
