import {
  alertSettingsView,
  NO_PUSH_DEVICE,
  noticesView,
  type PushDevice,
} from '@pricetrail/services';
import { useFreshView, useRootStore } from '@pricetrail/services/react';
import { Tabs, Toast } from '@pricetrail/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { MineGate } from '../mine/MineGate';
import { useSignInWhenSignedOut } from '../mine/useSignInWhenSignedOut';
import { AlertSettingsPanel } from './AlertSettingsPanel';
import { emailLinkMessage } from './emailLink';
import { NoticeList } from './NoticeList';
import { StyledToast } from './NoticePage.styles';

const PAGE = /^[1-9]\d{0,2}$/;

/** The page's two tabs. */
type NoticeTab = 'notices' | 'settings';

/** Props of {@link NoticePage}. */
export interface NoticePageProps {
  /** This browser's Web Push; none until the site plugs in the real one (stories pass a fake). */
  pushDevice?: PushDevice;
}

/**
 * `/mine/notice` (消息中心): 消息, the notices page by page with 全部已读, and 提醒设置, every
 * channel with its test plus the daily cap and quiet hours. The tab and page live in the address
 * (`?tab=settings`, `?page=2`); the e-mail links land here with `?email=verified|invalid|unsubscribed`.
 */
export const NoticePage = observer(function NoticePage({
  pushDevice = NO_PUSH_DEVICE,
}: NoticePageProps) {
  const root = useRootStore();
  const notices = useFreshView(noticesView, 'notices');
  const settings = useFreshView(alertSettingsView, pushDevice);
  const [search, setSearch] = useSearchParams();
  const emailParam = search.get('email');
  const [linkMessage, setLinkMessage] = useState(() => emailLinkMessage(emailParam));
  const tab: NoticeTab = search.get('tab') === 'settings' ? 'settings' : 'notices';
  const pageText = search.get('page') ?? '';
  const page = PAGE.test(pageText) ? Number(pageText) : 1;
  useSignInWhenSignedOut(notices.status);
  useSignInWhenSignedOut(settings.status);

  useEffect(() => {
    void notices.load(page);
  }, [notices, page]);

  useEffect(() => {
    if (tab === 'settings') void settings.load();
  }, [settings, tab]);

  // An e-mail link's answer is about the e-mail channel: show it there, once.
  useEffect(() => {
    if (emailParam !== null) setSearch({ tab: 'settings' }, { replace: true });
  }, [emailParam, setSearch]);

  function show(next: NoticeTab) {
    setSearch(next === 'settings' ? { tab: next } : {}, { preventScrollReset: true });
  }

  const unread = notices.unread ?? 0;
  return (
    <MineGate
      title="消息中心"
      description="降价、目标价、历史新低与价保提醒，以及邮件、推送、Webhook 和订阅的提醒设置"
      status={notices.status}
      error={notices.error}
      onRetry={() => void notices.load(page)}
    >
      {() => (
        <>
          {linkMessage && (
            <StyledToast>
              <Toast
                variant={linkMessage.variant}
                duration={0}
                onClose={() => setLinkMessage(null)}
              >
                {linkMessage.text}
              </Toast>
            </StyledToast>
          )}
          <Tabs
            label="消息中心"
            value={tab}
            onChange={({ value }) => show(value)}
            items={[
              { value: 'notices', label: unread > 0 ? `消息 ${unread}` : '消息' },
              { value: 'settings', label: '提醒设置' },
            ]}
          >
            {tab === 'notices' ? (
              <NoticeList
                store={notices}
                now={Math.floor(root.now() / 1000)}
                onPage={(next) => setSearch(next > 1 ? { page: String(next) } : {})}
              />
            ) : (
              <AlertSettingsPanel store={settings} />
            )}
          </Tabs>
        </>
      )}
    </MineGate>
  );
});
