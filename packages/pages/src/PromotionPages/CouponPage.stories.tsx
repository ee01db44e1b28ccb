import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withPage } from '../testing';
import { CouponPage } from './CouponPage';

const PAGE = { path: '/promotion/coupon', url: '/promotion/coupon' };

const meta = {
  title: 'Pages/CouponPage',
  component: CouponPage,
  decorators: [withPage],
  parameters: { layout: 'fullscreen', page: PAGE },
} satisfies Meta<typeof CouponPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `/promotion/coupon`: each coupon's store, terms, validity and a 领券 link opening the store. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '优惠券' })).toBeVisible();
    await expect(await canvas.findByText('共 4 张')).toBeVisible();
    const list = canvas.getByRole('region', { name: '优惠券列表' });
    const take = within(list).getByRole('link', { name: '领券：京东满300减40（在京东打开）' });
    await expect(take).toHaveAttribute('href', 'https://a.jd.com/');
    await expect(take).toHaveAttribute('target', '_blank');
    await expect(within(list).getByText('无门槛减5')).toBeVisible();
    await expect(within(list).getByText('有效期 2025.12.31–2026.01.03')).toBeVisible();
    await expect(within(list).getByText('即将生效')).toBeVisible();
    // Each names what it applies to: the whole store, a category or one product.
    await expect(within(list).getAllByText('全店通用')).toHaveLength(2);
    await expect(within(list).getByRole('link', { name: '手机数码' })).toHaveAttribute(
      'href',
      '/home/digital',
    );
    await expect(within(list).getByText(/^限商品：/)).toBeVisible();
    await expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      '4 张还没过期的优惠券：门槛、金额、有效期与领券链接',
    );
  },
};

/** Choosing a store shows only its coupons. */
export const OneStore: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText('共 4 张');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '商城' }), '天猫');
    await expect(await canvas.findByText('共 2 张')).toBeVisible();
    await expect(canvas.getByText('无门槛减5')).toBeVisible();
  },
};

/** No coupon left: an empty state back to every store. */
export const Empty: Story = {
  parameters: { page: { ...PAGE, promotions: { coupons: [] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('没有可领的优惠券')).toBeVisible();
  },
};

/** While the coupons are on their way. */
export const Loading: Story = {
  parameters: { page: { ...PAGE, promotions: { isHanging: true } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载优惠券…');
  },
};

/** The coupons failed to load. */
export const LoadFailed: Story = {
  parameters: { page: { ...PAGE, promotions: { isFailing: true } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('优惠券加载失败，请稍后重试')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};

/** On a 320 px phone nothing scrolls sideways. */
export const Phone320: Story = {
  render: () => (
    <div style={{ width: 320 }} data-testid="phone">
      <CouponPage />
    </div>
  ),
  play: async ({ canvas }) => {
    await canvas.findByText('共 4 张');
    const phone = canvas.getByTestId('phone');
    await expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth);
  },
};
