import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SAMPLE_PRODUCT, samplePicture } from '@pricetrail/services/testing';
import { withPage } from '../testing';
import { HomePage } from './HomePage';

// A new low among 今日真降价 (not shown twice) and two that are not.
const newLow = (dpId: string, title: string, price: number, picture = SAMPLE_PRODUCT.imageUrl) => ({
  product: { ...SAMPLE_PRODUCT, dpId, title, imageUrl: picture },
  currentFinal: price,
  lowestPrice: price,
  rules: [],
});
const NEW_LOWS = [
  newLow(SAMPLE_PRODUCT.dpId, SAMPLE_PRODUCT.title, 589_900),
  newLow(
    '100000000041-3',
    '小米 Redmi Note 13 5G 8GB+256GB 子夜黑',
    99_900,
    samplePicture('Redmi', 20),
  ),
  newLow(
    '100000000042-3',
    '美的 1.5 匹新一级能效变频空调 KFR-35GW',
    219_900,
    samplePicture('Midea', 190),
  ),
];

const meta = {
  title: 'Pages/HomePage',
  component: HomePage,
  decorators: [withPage],
  parameters: {
    layout: 'fullscreen',
    page: { path: '/home', url: '/home', promotions: { lowest: NEW_LOWS } },
  },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The hero box, categories and the three product lists from the sample data; 全部好价 leads on. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '看清每一次降价' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: '今日真降价' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '全部好价 ›' })).toHaveAttribute(
      'href',
      '/home/discount',
    );
    await expect(canvas.getByRole('link', { name: '手机数码' })).toHaveAttribute(
      'href',
      '/home/digital',
    );
    await expect(canvas.getByText('演示数据')).toBeVisible();
    // 历史低价 shows the new lows, but none already among 今日真降价.
    const lows = canvas.getByRole('region', { name: '历史低价' });
    await expect(within(lows).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(lows).queryByText(SAMPLE_PRODUCT.title)).toBeNull();
    await expect(canvas.getByRole('link', { name: '全部历史低价 ›' })).toHaveAttribute(
      'href',
      '/promotion/lowest',
    );
  },
};

/** {@link Default} in the dark scheme on a phone (`parameters.colourScheme`). */
export const Dark: Story = { ...Default, parameters: { colourScheme: 'dark' } };

/** A supported link we do not track yet: the page says it is now being tracked. */
export const NotTrackedYet: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(
      canvas.getByRole('textbox', { name: '商品链接或分享口令' }),
      'https://item.jd.com/123456.html{Enter}',
    );
    await expect(await canvas.findByText('该商品暂未收录，已开始追踪它的价格')).toBeVisible();
    await expect(await canvas.findByTestId('tracking-status')).toHaveTextContent('排队中');
    // Not an error: the box shows no alert, only its polite status line.
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
