import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SAMPLE_LOWEST } from '@pricetrail/services/testing';
import { withPage } from '../testing';
import { LowestPage } from './LowestPage';

const PAGE = { path: '/promotion/lowest', url: '/promotion/lowest' };

const meta = {
  title: 'Pages/LowestPage',
  component: LowestPage,
  decorators: [withPage],
  parameters: { layout: 'fullscreen', page: PAGE },
} satisfies Meta<typeof LowestPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `/promotion/lowest`: today's historical lows, with the coupon a price was seen with. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '今日历史低价' }),
    ).toBeVisible();
    await expect(await canvas.findByText('共 2 件商品近 7 天降到历史最低价')).toBeVisible();
    const list = canvas.getByRole('region', { name: '历史低价列表' });
    await expect(within(list).getAllByText('历史最低').length).toBeGreaterThan(0);
    await expect(within(list).getByText('领券减20')).toBeVisible();
    await expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      '2 件近 7 天降到历史最低、今天仍是这个到手价的商品',
    );
  },
};

const SOLD_OUT = { dpId: '', title: '', ...SAMPLE_LOWEST[1]?.product };

/** 仅看有货 leaves out the low a source says is not 有货, and the address keeps it. */
export const InStockOnly: Story = {
  parameters: { page: { ...PAGE, promotions: { notInStock: [SOLD_OUT.dpId] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('共 2 件商品近 7 天降到历史最低价')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: '仅看有货' }));
    await expect(await canvas.findByText('共 1 件商品近 7 天降到历史最低价')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: '仅看有货' })).toBeChecked();
    const list = canvas.getByRole('region', { name: '历史低价列表' });
    await expect(within(list).queryByText(SOLD_OUT.title)).not.toBeInTheDocument();
  },
};

/** No product at its low today: an empty state that leads to the deals. */
export const Empty: Story = {
  parameters: { page: { ...PAGE, promotions: { lowest: [] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('近 7 天没有降到历史最低价的商品')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '今日好价' })).toHaveAttribute(
      'href',
      '/home/discount',
    );
  },
};

/** While the list is on its way. */
export const Loading: Story = {
  parameters: { page: { ...PAGE, promotions: { isHanging: true } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载历史低价…');
  },
};

/** The list failed to load. */
export const LoadFailed: Story = {
  parameters: { page: { ...PAGE, promotions: { isFailing: true } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('历史低价加载失败，请稍后重试')).toBeVisible();
  },
};
