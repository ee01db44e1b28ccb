import {
  SAMPLE_ALERT_SETTINGS,
  createFakePushDevice,
  manyNotices,
  type FakePushOptions,
} from '@pricetrail/services/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { noticePage, visitorMinePage, withPage } from '../testing';
import { NoticePage } from './NoticePage';

/** The page over a fake browser push (supported and not subscribed unless told). */
function withPush(options: FakePushOptions = {}) {
  return () => <NoticePage pushDevice={createFakePushDevice(options)} />;
}

const meta = {
  title: 'Pages/NoticePage',
  component: NoticePage,
  render: withPush(),
  decorators: [withPage],
  parameters: { layout: 'fullscreen', page: noticePage('/mine/notice') },
} satisfies Meta<typeof NoticePage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** The notice whose title link matches `name`. */
async function noticeOf(canvas: Canvas, name: RegExp) {
  const link = await canvas.findByRole('link', { name });
  return within(link.closest('article') as HTMLElement);
}

/** The channel card headed `name`. */
async function cardOf(canvas: Canvas, name: string) {
  return within(await canvas.findByRole('region', { name }));
}

/** The notices, newest first: three unread, a 价保 claim, the counts, the area's tabs. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: '消息 3' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByText('共 6 条，3 条未读')).toBeVisible();
    const list = within(canvas.getByRole('list', { name: '消息列表' }));
    await expect(list.getAllByRole('article')).toHaveLength(6);
    await expect(list.getAllByRole('button', { name: '标为已读' })).toHaveLength(3);
    await expect(canvas.getByText('可申请 ¥300.00')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '消息中心' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** 标为已读 on one notice: its mark goes and the counts follow at once. */
export const MarkOneRead: Story = {
  play: async ({ canvas }) => {
    const iphone = await noticeOf(canvas, /iPhone 15/);
    await userEvent.click(iphone.getByRole('button', { name: '标为已读' }));
    await expect(iphone.queryByRole('button', { name: '标为已读' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('tab', { name: '消息 2' })).toBeVisible();
    await expect(canvas.getByText('共 6 条，2 条未读')).toBeVisible();
  },
};

/** 全部已读: every mark goes; the button waits until something is unread again. */
export const MarkAllRead: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '全部已读' }));
    await waitFor(() => expect(canvas.getByRole('tab', { name: '消息' })).toBeVisible());
    await expect(canvas.queryByRole('button', { name: '标为已读' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '全部已读' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** The server refuses 全部已读: the marks come back with the reason. */
export const MarkAllRefused: Story = {
  parameters: { page: noticePage('/mine/notice', { fail: { markRead: '网络繁忙，请稍后再试' } }) },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '全部已读' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '标记已读失败：网络繁忙，请稍后再试',
    );
    await expect(canvas.getByRole('tab', { name: '消息 3' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: '标为已读' })).toHaveLength(3);
  },
};

/** Nothing yet: what will show up here, and where conditions are set. */
export const Empty: Story = {
  parameters: { page: noticePage('/mine/notice', { notices: [] }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '还没有消息' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '去看我的收藏' })).toHaveAttribute(
      'href',
      '/mine/collection',
    );
  },
};

/** 45 notices: 20 a page, the page in the address. */
export const Paged: Story = {
  parameters: { page: noticePage('/mine/notice?page=3', { notices: manyNotices(45) }) },
  play: async ({ canvas }) => {
    const pages = await canvas.findByRole('navigation', { name: '消息分页' });
    await waitFor(() => expect(pages).toHaveTextContent('第 3 页，共 3 页'));
    await expect(
      within(canvas.getByRole('list', { name: '消息列表' })).getAllByRole('article'),
    ).toHaveLength(5);
    await expect(canvas.getByText('共 45 条')).toBeVisible();
  },
};

/** The notices are being read. */
export const Loading: Story = {
  parameters: { page: noticePage('/mine/notice', { delayMs: 600_000 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在读取…');
  },
};

/** The notices could not be read: the line and a retry. */
export const Failed: Story = {
  parameters: { page: noticePage('/mine/notice', { fail: { notices: 'network' } }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('网络异常');
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};

/** A visitor is sent to sign in, and comes back here afterwards. */
export const SignedOut: Story = {
  parameters: { page: visitorMinePage('/mine/notice') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('已离开本页')).toBeVisible();
  },
};

/** 提醒设置: every channel with its switch and test, the feed links, then 提醒频率. */
export const Settings: Story = {
  parameters: { page: noticePage('/mine/notice?tab=settings') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: '提醒设置' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(await canvas.findByRole('switch', { name: '邮件提醒' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: '浏览器推送' })).toBeChecked();
    const webhook = canvas.getByRole('switch', { name: 'Webhook' });
    await expect(webhook).not.toBeChecked();
    await expect(webhook).toHaveAccessibleDescription('填写并保存接收地址后即可开启');
    await expect(canvas.getByText('始终开启')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'RSS 地址' })).toHaveValue(
      SAMPLE_ALERT_SETTINGS.feed.rss,
    );
    await expect(canvas.getByRole('heading', { name: '提醒频率' })).toBeVisible();
  },
};

/** 发送测试 per channel: a site test lands in 消息 at once; a webhook's failure says why. */
export const ChannelTests: Story = {
  parameters: {
    page: noticePage('/mine/notice?tab=settings', {
      settings: {
        ...SAMPLE_ALERT_SETTINGS,
        webhook: { ...SAMPLE_ALERT_SETTINGS.webhook, url: 'https://example.com/hook', isOn: true },
      },
      failTests: { webhook: 'Webhook 返回 HTTP 500' },
    }),
  },
  play: async ({ canvas }) => {
    const site = await cardOf(canvas, '站内消息');
    await userEvent.click(site.getByRole('button', { name: '发送测试' }));
    await expect(await site.findByRole('status')).toHaveTextContent('测试消息已发送');
    await waitFor(() => expect(canvas.getByRole('tab', { name: '消息 4' })).toBeVisible());
    const webhook = await cardOf(canvas, 'Webhook');
    await userEvent.click(webhook.getByRole('button', { name: '发送测试' }));
    await expect(await webhook.findByRole('alert')).toHaveTextContent('Webhook 返回 HTTP 500');
  },
};

/** A webhook address is checked, saved, and then the switch can be turned on. */
export const WebhookSetUp: Story = {
  parameters: { page: noticePage('/mine/notice?tab=settings') },
  play: async ({ canvas }) => {
    const webhook = await cardOf(canvas, 'Webhook');
    const url = await webhook.findByRole('textbox', { name: '接收地址' });
    await userEvent.type(url, 'ntfy.sh/my-topic');
    await userEvent.click(webhook.getByRole('button', { name: '保存' }));
    await expect(url).toHaveAccessibleDescription(/请输入以 http:\/\/ 或 https:\/\/ 开头的地址/);
    await userEvent.clear(url);
    await userEvent.type(url, 'https://ntfy.sh/my-topic');
    await userEvent.selectOptions(webhook.getByRole('combobox', { name: '消息格式' }), 'ntfy');
    await userEvent.click(webhook.getByRole('button', { name: '保存' }));
    await expect(await webhook.findByRole('status')).toHaveTextContent('已保存');
    const toggle = webhook.getByRole('switch', { name: 'Webhook' });
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
  },
};

/** A new e-mail address: the link is mailed and the address waits for it. */
export const EmailChange: Story = {
  parameters: { page: noticePage('/mine/notice?tab=settings') },
  play: async ({ canvas }) => {
    const email = await cardOf(canvas, '邮件提醒');
    const input = await email.findByRole('textbox', { name: '更换邮箱' });
    await userEvent.clear(input);
    await userEvent.type(input, 'xiaoming@example');
    await userEvent.click(email.getByRole('button', { name: '发送验证邮件' }));
    await expect(input).toHaveAccessibleDescription('请输入正确的邮箱地址');
    await userEvent.type(input, '.cn');
    await userEvent.click(email.getByRole('button', { name: '发送验证邮件' }));
    await expect(await email.findByText('验证邮件已发送，请查收')).toBeVisible();
    await expect(email.getByText('待验证')).toBeVisible();
  },
};

/** Push turned on in this browser: the count grows and this browser is named. */
export const PushEnable: Story = {
  parameters: { page: noticePage('/mine/notice?tab=settings') },
  play: async ({ canvas }) => {
    const push = await cardOf(canvas, '浏览器推送');
    await userEvent.click(await push.findByRole('button', { name: '在此浏览器开启' }));
    await expect(await push.findByText('已在此浏览器开启推送')).toBeVisible();
    await expect(push.getByText(/个浏览器开启推送/)).toHaveTextContent(
      '已在 2 个浏览器开启推送，包括这个浏览器',
    );
  },
};

/** The shopper blocks the browser's prompt: how to allow notifications again. */
export const PushBlocked: Story = {
  render: withPush({ isBlockedOnAsk: true }),
  parameters: { page: noticePage('/mine/notice?tab=settings') },
  play: async ({ canvas }) => {
    const push = await cardOf(canvas, '浏览器推送');
    await userEvent.click(await push.findByRole('button', { name: '在此浏览器开启' }));
    await expect(await push.findByRole('alert')).toHaveTextContent('浏览器已禁止本站通知');
    await expect(push.getByText(/把“通知”改为允许后刷新本页/)).toBeVisible();
  },
};

/** A browser without Web Push, on a server without mail: both channels say why they wait. */
export const Unavailable: Story = {
  render: withPush({ support: 'unsupported' }),
  parameters: {
    page: noticePage('/mine/notice?tab=settings', {
      settings: {
        ...SAMPLE_ALERT_SETTINGS,
        email: { address: null, isVerified: false, isOn: false, isAvailable: false },
        push: { ...SAMPLE_ALERT_SETTINGS.push, isOn: false, devices: 0 },
      },
    }),
  },
  play: async ({ canvas }) => {
    const email = await cardOf(canvas, '邮件提醒');
    await expect(email.getByRole('switch', { name: '邮件提醒' })).toHaveAccessibleDescription(
      '本站暂未开通邮件提醒',
    );
    await expect(email.getByRole('textbox', { name: '邮箱地址' })).toBeDisabled();
    const push = await cardOf(canvas, '浏览器推送');
    await expect(push.getByText(/这个浏览器不支持推送通知/)).toBeVisible();
  },
};

/** 提醒频率: a bad cap is refused at its field; a good one is saved. */
export const Schedule: Story = {
  parameters: { page: noticePage('/mine/notice?tab=settings') },
  play: async ({ canvas }) => {
    const cap = await canvas.findByRole('textbox', { name: '每天最多提醒' });
    await userEvent.clear(cap);
    await userEvent.type(cap, '500');
    const save = canvas.getAllByRole('button', { name: '保存' }).at(-1) as HTMLElement;
    await userEvent.click(save);
    await expect(cap).toHaveAccessibleDescription(/每日上限请填写 1–100 之间的整数/);
    await userEvent.clear(cap);
    await userEvent.type(cap, '50');
    await userEvent.click(canvas.getByRole('checkbox', { name: '免打扰时段' }));
    await userEvent.click(save);
    await waitFor(() => expect(cap).not.toHaveAttribute('aria-invalid'));
    await expect(await canvas.findByText('已保存')).toBeVisible();
  },
};

/** The settings could not be read: the line and a retry inside the tab. */
export const SettingsFailed: Story = {
  parameters: { page: noticePage('/mine/notice?tab=settings', { fail: { settings: 'network' } }) },
  play: async ({ canvas }) => {
    const panel = within(await canvas.findByRole('tabpanel'));
    await expect(await panel.findByRole('alert')).toHaveTextContent('网络异常');
    await expect(panel.getByRole('button', { name: '重试' })).toBeVisible();
  },
};

/** Back from the verification link: the message, on the 提醒设置 tab. */
export const EmailVerified: Story = {
  parameters: { page: noticePage('/mine/notice?email=verified') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      '邮箱已验证，降价提醒会发到这个邮箱',
    );
    await expect(canvas.getByRole('tab', { name: '提醒设置' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** A verification link that expired: the message, announced at once. */
export const EmailLinkInvalid: Story = {
  parameters: { page: noticePage('/mine/notice?email=invalid') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('验证链接无效或已过期');
    await userEvent.click(canvas.getByRole('button', { name: '关闭' }));
    await expect(canvas.queryByText(/验证链接无效/)).not.toBeInTheDocument();
  },
};

/** Back from a mail's 退订 link. */
export const EmailUnsubscribed: Story = {
  parameters: { page: noticePage('/mine/notice?email=unsubscribed') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('已退订邮件提醒，随时可以在下方重新开启')).toBeVisible();
  },
};

/** On a 320 px phone nothing scrolls sideways, on either tab. */
export const Phone320: Story = {
  render: () => (
    <div style={{ width: 320 }} data-testid="phone">
      <NoticePage pushDevice={createFakePushDevice()} />
    </div>
  ),
  play: async ({ canvas }) => {
    const phone = canvas.getByTestId('phone');
    await canvas.findByRole('list', { name: '消息列表' });
    await expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth);
    await userEvent.click(canvas.getByRole('tab', { name: '提醒设置' }));
    await canvas.findByRole('switch', { name: '邮件提醒' });
    await expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth);
  },
};
