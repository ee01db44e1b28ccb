import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import {
  CARD_BROKEN_IMAGE,
  CARD_LONG_TITLE,
  CARD_NOW,
  cardProducts,
} from '../../fixtures/cardFixtures';
import { DealCard } from './DealCard';
import { withFrame } from '../../testing';

const { iphone, fridge, headphones } = cardProducts;

const meta = {
  title: 'Promotion/DealCard',
  component: DealCard,
  args: {
    title: iphone.title,
    href: '/zhi/detail/20240618001',
    imageSrc: iphone.imageSrc,
    siteId: iphone.siteId,
    price: iphone.price,
    listPrice: iphone.listPrice,
    reason: '历史低价 叠加券后到手',
    publishedAt: CARD_NOW - 3 * 3600 - 120,
    now: CARD_NOW,
    worthyCount: 128,
  },
  decorators: [withFrame],
  parameters: { frame: { maxWidth: 560, padding: 12 } },
} satisfies Meta<typeof DealCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A deal posted three hours ago, with its reason and 值 votes. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: iphone.title })).toHaveAttribute(
      'href',
      '/zhi/detail/20240618001',
    );
    await expect(canvas.getByText('历史低价 叠加券后到手')).toBeVisible();
    await expect(canvas.getByText('3小时前')).toHaveAttribute(
      'datetime',
      '2024-06-18T08:58:00.000Z',
    );
    await expect(canvas.getByText('值 128')).toBeVisible();
    await expect(canvas.getByText('128人认为值得买')).toBeInTheDocument();
  },
};

/** Just posted, no list price, and very popular (votes in 万). */
export const JustPostedPopular: Story = {
  args: {
    title: headphones.title,
    imageSrc: headphones.imageSrc,
    siteId: headphones.siteId,
    price: headphones.price,
    listPrice: undefined,
    reason: '近30天最低',
    publishedAt: CARD_NOW - 20,
    worthyCount: 12_345,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('刚刚')).toBeVisible();
    await expect(canvas.getByText('值 1.23万')).toBeVisible();
    await expect(canvasElement.querySelector('s')).toBeNull();
  },
};

/** Older than a week: the date replaces the relative time; the long title is clamped. */
export const OldLongTitle: Story = {
  args: {
    title: CARD_LONG_TITLE,
    imageSrc: fridge.imageSrc,
    siteId: fridge.siteId,
    price: fridge.price,
    listPrice: fridge.listPrice,
    reason: '618 预售价',
    publishedAt: CARD_NOW - 12 * 86_400,
    worthyCount: 7,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2024.06.06')).toBeVisible();
  },
};

/** The picture fails to load. */
export const BrokenImage: Story = {
  args: { imageSrc: CARD_BROKEN_IMAGE },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: iphone.title })).toHaveAttribute(
        'data-kind',
        'loading',
      ),
    );
  },
};
