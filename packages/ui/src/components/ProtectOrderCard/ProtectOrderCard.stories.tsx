import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CARD_NOW, cardProducts } from '../../fixtures/cardFixtures';
import { withFrame } from '../../testing';
import { ProtectOrderCard } from './ProtectOrderCard';

const { mate, laptop } = cardProducts;
const DAY = 86_400;
// Bought ten days before the fixtures' 'now', at 20:00 Shanghai time; the window ends at midnight.
const BOUGHT = CARD_NOW - 10 * DAY;
const MIDNIGHT_AFTER_BOUGHT = Date.UTC(2024, 5, 8, 16) / 1000;

const meta = {
  title: 'Mine/ProtectOrderCard',
  component: ProtectOrderCard,
  args: {
    id: 'o-201',
    title: mate.title,
    href: mate.href,
    imageSrc: mate.imageSrc,
    siteId: mate.siteId,
    paidPrice: 629_900,
    boughtAt: BOUGHT,
    windowDays: 30,
    endsAt: MIDNIGHT_AFTER_BOUGHT + 29 * DAY,
    daysLeft: 21,
    lowestSince: 599_900,
    claimable: 30_000,
    protectHref: 'https://buyertrade.taobao.com/trade/itemlist/list_bought_items.htm',
    onRemove: fn(),
  },
  decorators: [withFrame],
  parameters: { frame: { maxWidth: 560, padding: 12 } },
} satisfies Meta<typeof ProtectOrderCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The price fell after the purchase: 可申请 ¥300.00 stands out, with the store's 价保 page. */
export const Claimable: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('可申请 ¥300.00')).toBeVisible();
    await expect(canvas.getByText('剩 21 天')).toBeVisible();
    await expect(canvas.getByText('¥5999.00')).toBeVisible();
    await expect(canvas.getByText('30 天，至 2024.07.07')).toBeVisible();
    const claim = canvas.getByRole('link', { name: '去申请价保' });
    await expect(claim).toHaveAttribute('href', expect.stringContaining('buyertrade.taobao.com'));
    await expect(claim).toHaveAttribute('target', '_blank');
    await userEvent.click(canvas.getByRole('button', { name: '删除' }));
    await expect(args.onRemove).toHaveBeenCalledWith({ id: 'o-201' });
  },
};

/** Still protected, no drop yet: nothing to claim, the 价保 page is one link away. */
export const NoDropYet: Story = {
  args: { lowestSince: 629_900, claimable: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂未降价，降价后可申请差价')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '商城价保页' })).toBeVisible();
  },
};

/** No price read since the purchase: 暂无. */
export const NoPriceSince: Story = {
  args: { lowestSince: undefined, claimable: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无')).toBeVisible();
  },
};

/** The window is over: 已过期, when it ended, and no claim link. */
export const Expired: Story = {
  args: {
    title: laptop.title,
    href: laptop.href,
    imageSrc: laptop.imageSrc,
    boughtAt: CARD_NOW - 45 * DAY,
    endsAt: MIDNIGHT_AFTER_BOUGHT - 35 * DAY + 29 * DAY,
    daysLeft: 0,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('已过期')).toBeVisible();
    await expect(canvas.getByText(/已于 .* 结束/)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /价保/ })).not.toBeInTheDocument();
    await expect(canvas.queryByText(/可申请/)).not.toBeInTheDocument();
  },
};

/** The deletion is on its way: the button waits. */
export const Removing: Story = {
  args: { isRemoving: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '删除' })).toBeDisabled();
  },
};
