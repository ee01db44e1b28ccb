import { SAMPLE_PRODUCT } from '@pricetrail/services/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withPage } from '../testing';
import { ExtTrendPage } from './ExtTrendPage';

const URL_OF_SAMPLE = `/ext/trend?dp=${SAMPLE_PRODUCT.dpId}`;

const meta = {
  title: 'Pages/ExtTrendPage',
  component: ExtTrendPage,
  decorators: [withPage],
  parameters: {
    layout: 'fullscreen',
    page: { path: '/ext/trend', url: URL_OF_SAMPLE },
  },
} satisfies Meta<typeof ExtTrendPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `/ext/trend?dp=`: the chart opened at 180 days and each change of price, the lowest marked. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: `价迹${SAMPLE_PRODUCT.title}` }),
    ).toBeVisible();
    await expect(await canvas.findByRole('tab', { name: '半年' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const region = canvas.getByRole('region', { name: '价格变化' });
    const changes = within(region).getAllByRole('listitem');
    await expect(changes.length).toBeGreaterThan(1);
    const days = changes.map((change) => change.querySelector('time')?.dateTime ?? '');
    await expect(days).toEqual([...days].sort().reverse());
    await expect(region).toHaveTextContent(/[降涨] ¥\d+\.\d{2}/);
    const lowest = changes.filter((change) => change.textContent?.includes('最低'));
    await expect(lowest.length).toBeGreaterThan(0);
    const link = canvas.getByRole('link', { name: '在价迹查看完整历史' });
    await expect(link).toHaveAttribute('href', `/trend/${SAMPLE_PRODUCT.dpId}.html`);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(document.title).toBe(`${SAMPLE_PRODUCT.title} 价格走势 - 价迹`);
  },
};

/** The answers are on their way. */
export const Loading: Story = {
  parameters: { page: { path: '/ext/trend', url: URL_OF_SAMPLE, prices: { isHanging: true } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载价格走势…');
  },
};

/** The server holds no price of the product. */
export const NotTracked: Story = {
  parameters: { page: { path: '/ext/trend', url: '/ext/trend?dp=999999999-3' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('价迹暂未收录这件商品的价格');
  },
};

/** The server cannot answer. */
export const ServerDown: Story = {
  parameters: { page: { path: '/ext/trend', url: URL_OF_SAMPLE, prices: { isFailing: true } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('查询失败，请稍后重试');
  },
};

/** Opened without a product: says where to open it from. */
export const NoProduct: Story = {
  parameters: { page: { path: '/ext/trend', url: '/ext/trend' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('缺少商品编号');
    await expect(canvas.queryByRole('link', { name: '在价迹查看完整历史' })).toBeNull();
  },
};
