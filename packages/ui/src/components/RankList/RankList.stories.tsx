import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { CARD_LONG_TITLE, cardProducts, cardRankItems } from '../../fixtures/cardFixtures';
import { RankList } from './RankList';
import type { RankMove } from './RankMoveBadge';
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

/** A list's own figure and each row's move since yesterday: ↑, ↓, unchanged and 新, read out in words. */
export const FiguresAndMoves: Story = {
  args: {
    label: '热门榜',
    items: cardRankItems.slice(0, 4).map(({ id, title, href, imageSrc, siteId, price }, index) => ({
      id,
      title,
      href,
      imageSrc,
      siteId,
      price,
      figure: `浏览 ${[1280, 940, 310, 52][index] ?? 0}`,
      move: [
        { kind: 'up', places: 3 },
        { kind: 'down', places: 1 },
        { kind: 'same', places: 0 },
        { kind: 'new', places: 0 },
      ][index] as RankMove,
    })),
  },
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('listitem');
    await expect(rows[0]).toHaveTextContent('浏览 1280');
    await expect(rows[0]).toHaveTextContent('↑3');
    await expect(canvas.getByText('比昨天上升3名')).toBeInTheDocument();
    await expect(canvas.getByText('比昨天下降1名')).toBeInTheDocument();
    await expect(canvas.getByText('名次与昨天相同')).toBeInTheDocument();
    await expect(canvas.getByText('新上榜')).toBeInTheDocument();
    await expect(canvas.queryByText(/已售/)).toBeNull();
  },
};
