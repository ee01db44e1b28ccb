import { BAOLIAO_FIELD_CODES, MSG_BAOLIAO_EMPTY, MSG_BAOLIAO_NO_LINK } from '@pricetrail/core';
import { SAMPLE_MY_BAOLIAO, SAMPLE_USER } from '@pricetrail/services/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ShellStandIn, withPage, type PageStory } from '../testing';
import { BaoliaoPage } from './BaoliaoPage';

const ROUTE = { path: '/zhi/baoliao', url: '/zhi/baoliao' } satisfies PageStory;
const SIGNED_IN = {
  ...ROUTE,
  identity: { user: SAMPLE_USER },
  cookies: { plt_uid: SAMPLE_USER.uid },
} satisfies PageStory;

/** The page under a stand-in for the shell, which reads the session. */
function withShell() {
  return (
    <>
      <ShellStandIn />
      <BaoliaoPage />
    </>
  );
}

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** Fills the form: a JD link and why the price is good. */
async function fill(canvas: Canvas, link = 'https://item.jd.com/100012043978.html') {
  await userEvent.type(await canvas.findByLabelText('商品链接'), link);
  await userEvent.type(canvas.getByLabelText('推荐理由'), 'PLUS 会员叠加 200 元券，比双十一还低');
}

const meta = {
  title: 'Pages/BaoliaoPage',
  component: BaoliaoPage,
  decorators: [withPage],
  render: withShell,
  parameters: { page: ROUTE },
} satisfies Meta<typeof BaoliaoPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in: the empty form says it shows after review. */
export const Form: Story = {
  parameters: { page: SIGNED_IN },
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('商品链接')).toBeVisible();
    await expect(canvas.getByText(/审核通过后展示/)).toBeVisible();
  },
};

/** A visitor is asked to sign in first. */
export const SignedOut: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: '登录' })).toHaveAttribute(
      'href',
      `/user_login?from=${encodeURIComponent('/zhi/baoliao')}`,
    );
    await expect(canvas.queryByLabelText('商品链接')).toBeNull();
    await expect(canvas.queryByRole('region', { name: '我的爆料' })).toBeNull();
  },
};

/** Sent empty: each field says what it needs. */
export const FormInvalid: Story = {
  parameters: { page: SIGNED_IN },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '提交爆料' }));
    await expect(canvas.getByLabelText('商品链接')).toHaveAccessibleDescription(
      MSG_BAOLIAO_NO_LINK,
    );
    await expect(canvas.getByLabelText('推荐理由')).toHaveAccessibleDescription(
      new RegExp(MSG_BAOLIAO_EMPTY),
    );
  },
};

/** The server does not know the store: its Chinese reason beside the link, the form kept. */
export const FormServerError: Story = {
  parameters: {
    page: {
      ...SIGNED_IN,
      dealPosts: {
        sendFailure: { code: BAOLIAO_FIELD_CODES.link, msg: '暂不支持该商城的链接' },
      },
    },
  },
  play: async ({ canvas }) => {
    await fill(canvas, 'https://shop.example.com/item/1');
    await userEvent.click(canvas.getByRole('button', { name: '提交爆料' }));
    await expect(await canvas.findByText('暂不支持该商城的链接')).toBeVisible();
    await expect(canvas.getByLabelText('商品链接')).toHaveAccessibleDescription(
      '暂不支持该商城的链接',
    );
  },
};

/** Sent: it awaits review, with a link to the author's own post and a way to send another. */
export const FormSent: Story = {
  parameters: { page: SIGNED_IN },
  play: async ({ canvas }) => {
    await fill(canvas);
    await userEvent.click(canvas.getByRole('button', { name: '提交爆料' }));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('爆料已提交，审核通过后展示'),
    );
    await expect(canvas.getByRole('link', { name: '查看我的爆料' })).toHaveAttribute(
      'href',
      '/zhi/detail/901',
    );
    await expect(canvas.getByRole('button', { name: '再爆一条' })).toBeVisible();
  },
};

/** Signed in: 我的爆料 lists the author's own, each with where it stands and, if rejected, why. */
export const MyBaoliao: Story = {
  parameters: { page: SIGNED_IN },
  play: async ({ canvas }) => {
    const mine = within(await canvas.findByRole('region', { name: '我的爆料' }));
    const rows = await mine.findAllByRole('listitem');
    await expect(rows).toHaveLength(SAMPLE_MY_BAOLIAO.length);
    await expect(rows[0]).toHaveTextContent('审核中');
    await expect(rows[1]).toHaveTextContent('未通过审核');
    await expect(rows[1]).toHaveTextContent('未通过原因：这个价格近 30 天常见，算不上好价');
    await expect(rows[2]).toHaveTextContent('已展示');
    await expect(rows[2]).toHaveTextContent('¥4599.00');
    await expect(within(rows[2] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      `/zhi/detail/${SAMPLE_MY_BAOLIAO[2]?.id}`,
    );
  },
};

/** Signed in, nothing sent yet: 我的爆料 says where results will show. */
export const MyBaoliaoEmpty: Story = {
  parameters: { page: { ...SIGNED_IN, dealPosts: { mine: [] } } },
  play: async ({ canvas }) => {
    const mine = within(await canvas.findByRole('region', { name: '我的爆料' }));
    await expect(await mine.findByText('你还没有爆过料，审核结果会显示在这里。')).toBeVisible();
  },
};

/** Signed in, nothing could be read: 我的爆料 says why in Chinese, the form stays usable. */
export const MyBaoliaoError: Story = {
  parameters: { page: { ...SIGNED_IN, dealPosts: { fail: 'network' } } },
  play: async ({ canvas }) => {
    const mine = within(await canvas.findByRole('region', { name: '我的爆料' }));
    await expect(await mine.findByRole('alert')).toHaveTextContent('网络异常');
    await expect(canvas.getByLabelText('商品链接')).toBeEnabled();
  },
};
