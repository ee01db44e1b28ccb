import { APP_COMMENT_SUBJECT } from '@pricetrail/core';
import {
  SAMPLE_COMMENTS,
  SAMPLE_OWN_HIDDEN,
  SAMPLE_OWN_PENDING,
  SAMPLE_OWN_REJECTED,
  SAMPLE_USER,
} from '@pricetrail/services/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ShellStandIn, withPage, type PageStory } from '../testing';
import { CommentThread } from './CommentThread';

const ROUTE = { path: '/app/comment', url: '/app/comment' } satisfies PageStory;
const SIGNED_IN = {
  ...ROUTE,
  identity: { user: SAMPLE_USER },
  cookies: { plt_uid: SAMPLE_USER.uid },
} satisfies PageStory;

const meta = {
  title: 'Pages/CommentThread',
  component: CommentThread,
  decorators: [withPage],
  args: { subject: APP_COMMENT_SUBJECT, isRated: true, title: '大家怎么说' },
  render: (args) => (
    <>
      <ShellStandIn />
      <CommentThread {...args} />
    </>
  ),
  parameters: { page: ROUTE },
} satisfies Meta<typeof CommentThread>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in: the average, the form with stars, and others' comments each with 举报. */
export const List: Story = {
  parameters: { page: SIGNED_IN },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: '评论（共 4 条）' });
    await expect(within(list).getAllByRole('article')).toHaveLength(4);
    await expect(canvas.getByRole('img', { name: '平均 4.6 星' })).toBeVisible();
    await expect(canvas.getByText('128 人评分')).toBeVisible();
    await expect(canvas.getByRole('radiogroup', { name: '评分（选填）' })).toBeVisible();
    const first = within(list).getByRole('article', { name: '爱比价的小王 的评论' });
    await userEvent.click(within(first).getByRole('button', { name: '举报' }));
    await expect(await within(first).findByRole('button', { name: '已举报' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('已举报，感谢你的反馈');
  },
};

/** Reading the first page. */
export const Loading: Story = {
  parameters: { page: { ...SIGNED_IN, comments: { delayMs: 1e9 } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('正在加载评论…')).toBeVisible();
  },
};

/** Nobody has commented yet, nobody has rated. */
export const Empty: Story = {
  parameters: {
    page: { ...SIGNED_IN, comments: { comments: [], rating: { count: 0, average: null } } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('还没有评论，来说第一句吧。')).toBeVisible();
    await expect(canvas.getByText('还没有评分')).toBeVisible();
  },
};

/** The viewer's own comment waits for an operator: 待审核, and no 举报 on their own. */
export const OwnPending: Story = {
  parameters: {
    page: { ...SIGNED_IN, comments: { comments: [SAMPLE_OWN_PENDING, ...SAMPLE_COMMENTS] } },
  },
  play: async ({ canvas }) => {
    const own = await canvas.findByRole('article', { name: '价迹用户 的评论' });
    await expect(within(own).getByText('待审核')).toBeVisible();
    await expect(within(own).queryByRole('button', { name: '举报' })).toBeNull();
  },
};

/** The viewer's own comment was turned down: the reason shows beside it. */
export const Rejected: Story = {
  parameters: {
    page: { ...SIGNED_IN, comments: { comments: [SAMPLE_OWN_REJECTED, ...SAMPLE_COMMENTS] } },
  },
  play: async ({ canvas }) => {
    const own = await canvas.findByRole('article', { name: '价迹用户 的评论' });
    await expect(within(own).getByText('已驳回：含有广告或联系方式')).toBeVisible();
  },
};

/** The viewer's own comment, hidden from others after three reports until an operator looks. */
export const HiddenByReports: Story = {
  parameters: {
    page: { ...SIGNED_IN, comments: { comments: [SAMPLE_OWN_HIDDEN, ...SAMPLE_COMMENTS] } },
  },
  play: async ({ canvas }) => {
    const own = await canvas.findByRole('article', { name: '价迹用户 的评论' });
    await expect(within(own).getByText('被举报，待复核')).toBeVisible();
  },
};

/** A visitor reads the thread and is sent to sign in, coming back here afterwards. */
export const SignedOut: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: '评论（共 4 条）' });
    await expect(canvas.getByRole('link', { name: '登录后发表评论' })).toHaveAttribute(
      'href',
      '/user_login?from=%2Fapp%2Fcomment',
    );
    await expect(canvas.queryByRole('button', { name: '举报' })).toBeNull();
    await expect(canvas.queryByRole('form', { name: '发表评论' })).toBeNull();
  },
};

/** The thread could not be read: the Chinese line and 重试. */
export const LoadFailed: Story = {
  parameters: { page: { ...SIGNED_IN, comments: { fail: 'network' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('网络异常');
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};

/** Two a page: 更多 reads the rest, then goes away. */
export const Paging: Story = {
  parameters: { page: { ...SIGNED_IN, comments: { pageSize: 2 } } },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: '评论（共 4 条）' });
    await expect(within(list).getAllByRole('article')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: '更多' }));
    await expect(within(list).getAllByRole('article')).toHaveLength(4);
    await expect(canvas.queryByRole('button', { name: '更多' })).toBeNull();
  },
};

/** Stars by keyboard, a one-character comment refused, then a comment sent and shown pending. */
export const Posting: Story = {
  parameters: { page: { ...SIGNED_IN, comments: { comments: [] } } },
  play: async ({ canvas }) => {
    const form = await canvas.findByRole('form', { name: '发表评论' });
    const third = within(form).getByRole('radio', { name: '3 星' });
    await userEvent.click(third);
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(form).getByRole('radio', { name: '4 星' })).toBeChecked();
    const box = within(form).getByRole('textbox', { name: '你的评论' });
    await userEvent.type(box, '好');
    await userEvent.click(within(form).getByRole('button', { name: '发表评论' }));
    await expect(within(form).getByRole('alert')).toHaveTextContent('评论至少 2 个字');
    await userEvent.type(box, '用，提醒很准');
    await expect(within(form).getByText('7/500')).toBeVisible();
    await userEvent.click(within(form).getByRole('button', { name: '发表评论' }));
    await expect(await within(form).findByRole('status')).toHaveTextContent(
      '评论已提交，审核通过后展示',
    );
    const own = await canvas.findByRole('article', { name: '价迹用户 的评论' });
    await expect(within(own).getByText('待审核')).toBeVisible();
    await expect(within(own).getByRole('img', { name: '4 星' })).toBeVisible();
    await expect(box).toHaveValue('');
  },
};
