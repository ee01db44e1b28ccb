import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CARD_SITE, cardOfferByStore, cardOffers } from '../../fixtures/cardFixtures';
import { OfferList } from './OfferList';
import { withFrame } from '../../testing';

const meta = {
  title: 'Cards/OfferList',
  component: OfferList,
  args: { offers: cardOffers, onNavigate: fn() },
  decorators: [withFrame],
  parameters: { frame: { maxWidth: 960, padding: 12 } },
} satisfies Meta<typeof OfferList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four stores; the cheapest row is highlighted and every row links out in a new tab. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const rows = canvas.getAllByRole('listitem');
    await expect(rows).toHaveLength(4);
    await expect(rows[2]).toHaveAttribute('data-cheapest');
    await expect(canvas.getAllByText('最低价')).toHaveLength(1);
    await expect(canvas.getByText('券 满4000减300')).toBeVisible();

    const links = canvas.getAllByRole('link', { name: /^去购买/ });
    await expect(links).toHaveLength(4);
    for (const link of links) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    }
    const jd = canvas.getByRole('link', { name: /京东/ });
    await expect(jd).toHaveAttribute('href', 'https://item.jd.com/100066896338.html');
    // Keep the test page where it is; the click handler still runs.
    jd.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(jd);
    await expect(args.onNavigate).toHaveBeenCalledWith({
      id: '100066896338-3',
      url: 'https://item.jd.com/100066896338.html',
    });
  },
};

/** A script address is refused by the navigation guard: that offer shows without a link. */
export const RefusedLink: Story = {
  args: {
    offers: [
      cardOfferByStore.jd,
      {
        id: '800000001-123',
        siteId: CARD_SITE.taobao,
        shopName: '来路不明的小店',
        price: 439_900,
        couponText: '限时秒杀',
        url: 'javascript:alert(1)',
      },
    ],
  },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(canvas.getByText('暂无链接')).toBeVisible();
    await expect(canvasElement.querySelector('a[href^="javascript"]')).toBeNull();
    // Still the cheapest, so still marked: the price is information, the link is the risk.
    await expect(canvas.getAllByRole('listitem')[1]).toHaveAttribute('data-cheapest');
  },
};

/** Only one store sells it. */
export const SingleOffer: Story = {
  args: { offers: [cardOfferByStore.tmall] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('天猫')).toBeVisible();
    await expect(canvas.getByText('最低价')).toBeVisible();
  },
};

/** No other store sells it. */
export const Empty: Story = {
  args: { offers: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无其他商城报价')).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};
