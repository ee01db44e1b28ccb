import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { formatPrice } from '@pricetrail/core';
import {
  CARD_BROKEN_IMAGE,
  CARD_NOW,
  CARD_SITE,
  CARD_UNBOXING_IMAGE,
  cardProducts,
} from '../../fixtures/cardFixtures';
import { PhotoCard } from './PhotoCard';
import { withFrame } from '../../testing';

const { iphone } = cardProducts;

const meta = {
  title: 'Shaidan/PhotoCard',
  component: PhotoCard,
  args: {
    nickname: '小鹿爱买买',
    photoSrc: CARD_UNBOXING_IMAGE,
    text: '618 零点蹲到的，叠加券后比平时便宜了一千多，京东次日达，包装完好，手感很好！',
    paidPrice: 459_900,
    purchasedAt: CARD_NOW - 2 * 86_400,
    siteId: CARD_SITE.jd,
    productTitle: iphone.title,
    productHref: iphone.href,
  },
  decorators: [withFrame],
  parameters: { frame: { width: 300, maxWidth: '100%', padding: 12 } },
} satisfies Meta<typeof PhotoCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A shared purchase: photo, words, product, price paid, store, who and when. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: '小鹿爱买买的晒单照片' })).toBeVisible();
    await expect(canvas.getByText(formatPrice(459_900, CARD_SITE.jd))).toBeVisible();
    await expect(canvas.getByText(/^京东 · 到手价/)).toBeVisible();
    await expect(canvas.getByText('2024.06.16购买')).toBeVisible();
    await expect(canvas.getByRole('link', { name: iphone.title })).toHaveAttribute(
      'href',
      iphone.href,
    );
  },
};

/** A nickname that is a phone number is masked. */
export const PhoneNickname: Story = {
  args: { nickname: '13812345678', productHref: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('138*****678')).toBeVisible();
    await expect(canvas.queryByText('13812345678')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

/** Long words are clamped to three lines; no product given. */
export const LongText: Story = {
  args: {
    nickname: '精打细算的老王',
    text: '冰箱到了，师傅送货上门还帮忙把旧冰箱搬走了，以旧换新补贴了八百。容量真的大，双开门放满一周的菜都没问题，一级能效晚上几乎听不到声音。唯一的缺点是有点宽，量好尺寸再买。价迹上看了三个月的价格曲线，这次确实是历史最低。',
    paidPrice: 329_900,
    productTitle: undefined,
    productHref: undefined,
  },
  play: async ({ canvas }) => {
    const text = canvas.getByText(/冰箱到了/);
    await expect(text.scrollHeight).toBeGreaterThan(text.clientHeight);
  },
};

/** The photo fails to load. */
export const BrokenPhoto: Story = {
  args: { photoSrc: CARD_BROKEN_IMAGE },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: '小鹿爱买买的晒单照片' })).toHaveAttribute(
        'data-kind',
        'loading',
      ),
    );
  },
};
