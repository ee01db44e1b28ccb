import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { EmptyState } from './EmptyState';
import { withFrame } from '../../testing';

const meta = {
  title: 'Base/EmptyState',
  component: EmptyState,
  args: {
    title: '还没有收藏的商品',
    description: '在商品页点击“收藏”，降价时第一时间提醒你。',
    icon: 'collection',
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An empty collection with a link to go find something. */
export const WithLink: Story = {
  args: { actionLabel: '去看看降价好物', actionHref: '/home/discount' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: '还没有收藏的商品' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '去看看降价好物' })).toHaveAttribute(
      'href',
      '/home/discount',
    );
  },
};

/** A search that found nothing, with a button to try again. */
export const WithButton: Story = {
  args: {
    icon: 'search',
    title: '没有找到相关商品',
    description: '换个关键词试试，或直接粘贴商品链接查询历史价格。',
    actionLabel: '重新搜索',
    onAction: fn(),
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '重新搜索' }));
    await expect(args.onAction).toHaveBeenCalledOnce();
  },
};

/** Only a title and the default picture: no hint, no action. */
export const TitleOnly: Story = {
  args: { icon: undefined, title: '暂无晒单', description: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '暂无晒单' })).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

/** The caller's own picture instead of one of the kit's. */
export const CustomIcon: Story = {
  args: {
    icon: (
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d="M4 12h16M12 4v16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    ),
    title: '暂无价保订单',
    description: '购买后价格下降时，可在这里申请价格保护。',
  },
};

/** A long title wraps inside a narrow column instead of overflowing. */
export const LongContent: Story = {
  args: {
    icon: 'empty',
    title: '该分类下暂时没有符合“近30天历史最低价且有优惠券”条件的商品',
    description:
      '价格数据来自用户浏览器插件上报与公开页面，新上架的商品可能需要几天才会出现历史价格，请稍后再来看看。',
  },
  decorators: [withFrame],
  parameters: { frame: { maxWidth: 320 } },
};
