import type { CommunityApiClient } from '@pricetrail/services';
import { FakeCommunityApi, SAMPLE_QUEUE, SAMPLE_USER } from '@pricetrail/services/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ShellStandIn, withPage, type PageStory } from '../testing';
import { ModerationPage } from './ModerationPage';

const ROUTE = {
  path: '/mine/moderation',
  url: '/mine/moderation',
  identity: { user: { ...SAMPLE_USER, isOperator: true } },
  cookies: { plt_uid: SAMPLE_USER.uid },
} satisfies PageStory;

/** The page under a stand-in for the shell, which reads the signed-in operator. */
function withShell() {
  return (
    <>
      <ShellStandIn />
      <ModerationPage />
    </>
  );
}

const meta = {
  title: 'Pages/ModerationPage',
  component: ModerationPage,
  decorators: [withPage],
  render: withShell,
  parameters: { page: ROUTE },
} satisfies Meta<typeof ModerationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An operator sees the personal area's tabs with 内容审核 current, one pending 晒单 with its photos, one review and one suggestion with its screenshots. */
export const Queue: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: '待审核晒单（1）' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: '内容审核' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('heading', { name: '待审核评价（1）' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '意见反馈（1）' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '待审核评论（2）' })).toBeVisible();
    await expect(await canvas.findByRole('img', { name: '晒单 6 的照片 2' })).toBeVisible();
    const suggestion = canvas.getByRole('listitem', { name: '意见反馈 3' });
    await expect(suggestion).toHaveTextContent('2 张截图');
    // On a phone the queue is long: screenshots load only as they near the viewport.
    suggestion.scrollIntoView();
    await expect(
      await within(suggestion).findByRole('img', { name: '意见反馈 3 的截图 2' }),
    ).toBeVisible();
    const large = within(suggestion).getByRole('link', {
      name: '在新标签页查看意见反馈 3 的截图 2 大图',
    });
    const api: CommunityApiClient = new FakeCommunityApi();
    await expect(large).toHaveAttribute('href', api.suggestionImageUrl(3, 2, 'large'));
    await expect(large).toHaveAttribute('target', '_blank');
    await expect(large).toHaveAttribute('rel', 'noopener noreferrer');
    await waitFor(() => expect(canvasElement.querySelector('[data-state="loading"]')).toBeNull());
  },
};

/** A suggestion sent without screenshots: its text only, no pictures and no count. */
export const SuggestionWithoutScreenshots: Story = {
  parameters: {
    page: {
      ...ROUTE,
      community: {
        queue: {
          ...SAMPLE_QUEUE,
          suggestions: SAMPLE_QUEUE.suggestions.map((s) => ({ ...s, images: [] })),
        },
      },
    },
  },
  play: async ({ canvas }) => {
    const suggestion = await canvas.findByRole('listitem', { name: '意见反馈 3' });
    await expect(suggestion).toHaveTextContent('希望能支持唯品会的历史价格。');
    await expect(suggestion).not.toHaveTextContent('截图');
    await expect(within(suggestion).queryByRole('img')).toBeNull();
    await expect(within(suggestion).queryByRole('link')).toBeNull();
  },
};

/** Approving takes the 晒单 off the queue. */
export const Approved: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '通过晒单 6' }));
    await expect(await canvas.findByRole('heading', { name: '待审核晒单（0）' })).toBeVisible();
    await expect(canvas.getByText('暂无待审核晒单')).toBeVisible();
  },
};

/** A rejection without a reason is held back and says why; with one it goes through. */
export const RejectNeedsReason: Story = {
  play: async ({ canvas }) => {
    const review = await canvas.findByRole('listitem', { name: '评价 9' });
    await userEvent.click(within(review).getByRole('button', { name: '驳回评价 9' }));
    const reason = within(review).getByLabelText('驳回原因（评价 9）');
    await expect(reason).toHaveAccessibleDescription(/请填写驳回原因/);
    await userEvent.type(reason, '与商品无关');
    await userEvent.click(within(review).getByRole('button', { name: '驳回评价 9' }));
    await expect(await canvas.findByRole('heading', { name: '待审核评价（0）' })).toBeVisible();
  },
};

/** Nothing waiting. */
export const EmptyQueue: Story = {
  parameters: {
    page: {
      ...ROUTE,
      community: {
        queue: { shaidan: [], reviews: [], suggestions: [], baoliao: [], comments: [] },
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无待审核晒单')).toBeVisible();
    await expect(canvas.getByText('暂无待审核评价')).toBeVisible();
    await expect(canvas.getByText('暂无新的意见反馈')).toBeVisible();
    await expect(canvas.getByText('暂无待审核爆料')).toBeVisible();
    await expect(canvas.getByText('暂无待审核评论')).toBeVisible();
  },
};

/** A 爆料 approved: it leaves the queue. */
export const BaoliaoApproved: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '待审核爆料（1）' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '通过爆料 103' }));
    await expect(await canvas.findByRole('heading', { name: '待审核爆料（0）' })).toBeVisible();
  },
};

/** Comments: a new account's one, and one hidden by three reports; approve one, reject the other. */
export const Comments: Story = {
  play: async ({ canvas }) => {
    const hidden = await canvas.findByRole('listitem', { name: '评论 12' });
    await expect(hidden).toHaveTextContent('被 3 人举报，已隐藏');
    const pending = canvas.getByRole('listitem', { name: '评论 10' });
    await expect(pending).toHaveTextContent('新账号');
    await userEvent.click(within(hidden).getByRole('button', { name: '通过评论 12' }));
    await expect(await canvas.findByRole('heading', { name: '待审核评论（1）' })).toBeVisible();
    await userEvent.type(within(pending).getByLabelText('驳回原因（评论 10）'), '内容与价迹无关');
    await userEvent.click(within(pending).getByRole('button', { name: '驳回评论 10' }));
    await expect(await canvas.findByText('暂无待审核评论')).toBeVisible();
  },
};

/** Anyone not listed in OPERATOR_UIDS is refused. */
export const Forbidden: Story = {
  parameters: { page: { ...ROUTE, community: { queue: 'forbidden' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('无权访问审核后台');
    await expect(canvas.getByRole('link', { name: '返回首页' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /通过/ })).toBeNull();
  },
};

/** The queue could not be read: the reason and a retry. */
export const LoadError: Story = {
  parameters: { page: { ...ROUTE, community: { fail: 'network' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('网络异常');
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};
