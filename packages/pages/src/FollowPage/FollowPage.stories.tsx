import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { minePage, visitorMinePage, withPage } from '../testing';
import { FollowPage } from './FollowPage';

const meta = {
  title: 'Pages/FollowPage',
  component: FollowPage,
  decorators: [withPage],
  parameters: { layout: 'fullscreen', page: minePage('/mine/follow') },
} satisfies Meta<typeof FollowPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A keyword, a brand and a category followed, newest first, each leading to its products. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '已关注 3 / 50' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '分类 手机数码' })).toHaveAttribute(
      'href',
      '/home/digital',
    );
    await expect(canvas.getByText('2026.01.01 关注 · 尚未提醒')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '导出 CSV' })).toHaveAttribute(
      'href',
      '/UserExtend/Export?format=csv&what=follows',
    );
  },
};

/** Following a keyword puts it first and says when alerts come. */
export const Followed: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('关键词'), '扫地机器人');
    await userEvent.click(canvas.getByRole('button', { name: '关注' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      '已关注关键词「扫地机器人」，有好价时会提醒你',
    );
    await expect(canvas.getByRole('heading', { name: '已关注 4 / 50' })).toBeVisible();
    await expect(canvas.getByLabelText('关键词')).toHaveValue('');
  },
};

/** A brand already followed is refused with the server's line; the word stays to correct. */
export const Duplicate: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '品牌' }));
    await userEvent.type(canvas.getByLabelText('品牌'), 'apple');
    await userEvent.click(canvas.getByRole('button', { name: '关注' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('已经关注了品牌「apple」');
    await expect(canvas.getByLabelText('品牌')).toHaveValue('apple');
  },
};

/** An empty keyword is named at once, without a call. */
export const EmptyKeyword: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '关注' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('请填写要关注的关键词');
  },
};

/** 取消关注 takes it off the list at once. */
export const Removed: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '取消关注品牌「Apple」' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('已取消关注品牌「Apple」');
    await expect(canvas.getByRole('heading', { name: '已关注 2 / 50' })).toBeVisible();
  },
};

/** A refused removal puts the follow back in its place and says why. */
export const RemoveRefused: Story = {
  parameters: { page: minePage('/mine/follow', { fail: { removeFollow: 'network' } }) },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '取消关注品牌「Apple」' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('网络异常');
    await waitFor(() =>
      expect(canvas.getByRole('heading', { name: '已关注 3 / 50' })).toBeVisible(),
    );
  },
};

/** Nothing followed yet. */
export const Empty: Story = {
  parameters: { page: minePage('/mine/follow', { follows: [] }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('还没有关注')).toBeVisible();
  },
};

/** As many follows as one may keep: the form says so and 关注 waits. */
export const Full: Story = {
  parameters: { page: minePage('/mine/follow', { followMax: 3 }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('已关注 3 个，取消一些后才能再关注。')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '关注' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** The follows are being read. */
export const Loading: Story = {
  parameters: { page: minePage('/mine/follow', { delayMs: 600_000 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在读取…');
  },
};

/** The follows could not be read. */
export const Failed: Story = {
  parameters: { page: minePage('/mine/follow', { fail: { follows: 'network' } }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('网络异常');
  },
};

/** A visitor is sent to sign in first. */
export const SignedOut: Story = {
  parameters: { page: visitorMinePage('/mine/follow') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('已离开本页')).toBeVisible();
  },
};

/** On a 320 px phone nothing scrolls sideways. */
export const Phone320: Story = {
  render: () => (
    <div style={{ width: 320 }} data-testid="phone">
      <FollowPage />
    </div>
  ),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: '已关注 3 / 50' });
    const phone = canvas.getByTestId('phone');
    await expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth);
  },
};
