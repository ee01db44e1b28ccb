import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { CARD_LONG_TITLE, cardProducts, cardRankItems } from '../../fixtures/cardFixtures';
import { RankList } from './RankList';
import { withFrame } from '../../testing';

const meta = {
  title: 'Rank/RankList',
  component: RankList,
  args: { items: cardRankItems, label: '数码家电热销榜' },
  decorators: [withFrame],
  parameters: { frame: { maxWidth: 720, padding: 12 } },
} satisfies Meta<typeof RankList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first page: places 1–3 highlighted, each row a link reached with Tab in rank order. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: '数码家电热销榜' });
    const rows = canvas.getAllByRole('listitem');
    await expect(list.tagName).toBe('OL');
    await expect(rows).toHaveLength(5);
    await expect(rows.map((row) => row.getAttribute('data-top'))).toEqual([
      '1',
      '2',
      '3',
      null,
      null,
    ]);
    await expect(canvas.getByText('已售5.20万')).toBeVisible();

    const links = canvas.getAllByRole('link');
    await userEvent.tab();
    await expect(links[0]).toHaveFocus();
    await userEvent.tab();
    await expect(links[1]).toHaveFocus();
  },
};

/** A later page starts at 11: nothing highlighted, the list keeps counting. */
export const LaterPage: Story = {
  args: { startRank: 11, items: cardRankItems.slice(0, 3) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list')).toHaveAttribute('start', '11');
    await expect(canvas.getByText('13')).toBeVisible();
    for (const row of canvas.getAllByRole('listitem')) {
      await expect(row).not.toHaveAttribute('data-top');
    }
  },
};

/** A long title is clamped to two lines beside the price. */
export const LongTitle: Story = {
  args: {
    items: [{ ...cardProducts.fridge, title: CARD_LONG_TITLE }, ...cardRankItems.slice(0, 2)],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: CARD_LONG_TITLE })).toBeVisible();
  },
};

/** Shown in a frame inside a store's page: every product opens in a new tab. */
export const OpeningNewTabs: Story = {
  args: { isOpeningNewTab: true },
  play: async ({ canvas }) => {
    for (const link of canvas.getAllByRole('link')) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  },
};

/** Nothing ranked yet. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无榜单数据')).toBeVisible();
  },
};
