import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CARD_BANNER_IMAGE, CARD_NOW, CARD_SITE } from '../../fixtures/cardFixtures';
import { PromotionCard } from './PromotionCard';
import { withFrame } from '../../testing';

const DAY = 86_400;

const meta = {
  title: 'Promotion/PromotionCard',
  component: PromotionCard,
  args: {
    title: '京东618 家电狂欢节 跨店每满300减50',
    href: '/promotion/618-jd-appliances',
    siteId: CARD_SITE.jd,
    tag: '满减',
    startsAt: CARD_NOW - 17 * DAY,
    endsAt: CARD_NOW + DAY,
    description: '大家电、厨卫、生活电器全场参与，可与店铺券叠加',
    now: CARD_NOW,
  },
  decorators: [withFrame],
  parameters: { frame: { width: 320, maxWidth: '100%', padding: 12 } },
} satisfies Meta<typeof PromotionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Running now: tag, title link, store, dates and 进行中. */
export const Ongoing: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /跨店每满300减50/ })).toHaveAttribute(
      'href',
      '/promotion/618-jd-appliances',
    );
    await expect(canvas.getByText('满减')).toBeVisible();
    await expect(canvas.getByText('2024.06.01–06.19')).toBeVisible();
    await expect(canvas.getByText('进行中')).toBeVisible();
  },
};

/** With a banner picture above the text. */
export const WithBanner: Story = {
  args: { imageSrc: CARD_BANNER_IMAGE },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: /跨店每满300减50/ })).toBeVisible();
  },
};

/** A flash sale that has not started. */
export const Upcoming: Story = {
  args: {
    title: '天猫 Apple 官方旗舰店 限量秒杀 iPhone 15 到手价4599元',
    siteId: CARD_SITE.tmall,
    tag: '秒杀',
    startsAt: CARD_NOW + DAY,
    endsAt: CARD_NOW + DAY + 2 * 3600,
    description: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('未开始')).toBeVisible();
    await expect(canvas.getByText('2024.06.19')).toBeVisible();
  },
};

/** Over: greyed banner and 已结束. */
export const Ended: Story = {
  args: {
    title: '淘宝 5·20 数码直降专场',
    siteId: CARD_SITE.taobao,
    tag: '直降',
    startsAt: CARD_NOW - 30 * DAY,
    endsAt: CARD_NOW - 25 * DAY,
    imageSrc: CARD_BANNER_IMAGE,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('已结束')).toBeVisible();
  },
};

/** Without a time to compare against, no phase is shown; a long title is clamped. */
export const LongTitleNoPhase: Story = {
  args: {
    title:
      '京东618 家电狂欢节 跨店每满300减50 大家电、厨卫、生活电器全场参与 至高再享12期免息 以旧换新最高补贴2000元 晒单再返京豆',
    now: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/进行中|未开始|已结束/)).not.toBeInTheDocument();
  },
};
