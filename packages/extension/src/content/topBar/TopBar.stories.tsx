import { withFrame } from '@pricetrail/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { LookupAnswer } from '../../shared/messages';
import { MSG_NO_PROMOTIONS, TOP_BAR_LABEL } from '../../shared/text';
import {
  QUEUED_ANSWER,
  SAMPLE_NOW_S,
  TRACKED_ANSWER,
  UNREACHABLE_ANSWER,
} from '../../testing/sampleAnswers';
import { mountShadowHost } from '../shadowHost';
import { renderTopBar } from './renderTopBar';
import { TOP_BAR_CSS } from './topBarStyles';
import { topBarView } from './topBarView';

/** Props of the stage: what the content script has when it decides on the top bar. */
interface TopBarStageProps {
  /** The worker's answer; null while it is awaited. */
  readonly answer: LookupAnswer | null;
  /** Called when the shopper closes the bar. */
  readonly onClose: () => void;
}

/**
 * The top bar as the content script draws it: its own shadow root, the real render code, and no
 * bar at all when the feature would draw none (no answer yet, or a product the server lacks).
 * The line under it stands for the store's page.
 */
function TopBarStage({ answer, onClose }: TopBarStageProps) {
  const placeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const view = answer && topBarView(answer);
    if (!view) return;
    const { host, container } = mountShadowHost(document, 'top-bar', TOP_BAR_CSS);
    placeRef.current?.append(host);
    renderTopBar(container, view, onClose);
    return () => host.remove();
  }, [answer, onClose]);
  return (
    <>
      <div ref={placeRef} />
      <p>商城的商品页</p>
    </>
  );
}

/** The bar's region inside its shadow root, once drawn, for role queries. */
async function topBarOf(canvasElement: HTMLElement) {
  const region = await waitFor(() => {
    const found = canvasElement
      .querySelector('[data-pricetrail="top-bar"]')
      ?.shadowRoot?.querySelector('section');
    if (!found) throw new Error('the top bar is not drawn yet');
    return found;
  });
  await expect(region).toHaveAccessibleName(TOP_BAR_LABEL);
  return { region, bar: within(region) };
}

/** Checks that the store's page shows and no top bar was put on it. */
async function expectNoTopBar(canvasElement: HTMLElement) {
  await expect(within(canvasElement).getByText('商城的商品页')).toBeVisible();
  await expect(canvasElement.querySelector('[data-pricetrail="top-bar"]')).toBeNull();
}

/** A tracked answer with these promotion and coupon texts, seen a day apart, newest first. */
function trackedWith(...texts: string[]): LookupAnswer {
  return {
    ...TRACKED_ANSWER,
    promotions: texts.map((text, index) => ({ text, ts: SAMPLE_NOW_S - index * 86_400 })),
  };
}

const AI_RATE_URL = TRACKED_ANSWER.aiRateUrl;

const meta = {
  title: 'Extension/TopBar',
  component: TopBarStage,
  parameters: { layout: 'fullscreen' },
  args: {
    answer: {
      ...TRACKED_ANSWER,
      promotions: [
        { text: '满3000减200', ts: SAMPLE_NOW_S },
        { text: '领券减50', ts: SAMPLE_NOW_S - 3 * 86_400 },
        { text: '每满200减30', ts: SAMPLE_NOW_S - 16 * 86_400 },
      ],
    },
    onClose: fn(),
  },
} satisfies Meta<typeof TopBarStage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Promotions and coupons the server has seen, newest first; the AI rating; a close button. */
export const WithPromotions: Story = {
  beforeEach: ({ args }) => args.onClose.mockClear(),
  play: async ({ canvasElement, args }) => {
    const { bar } = await topBarOf(canvasElement);
    const offers = within(bar.getByRole('list', { name: '近期优惠' })).getAllByRole('listitem');
    await expect(offers.map((offer) => offer.textContent)).toEqual([
      '满3000减20011.27',
      '领券减5011.24',
      '每满200减3011.11',
    ]);
    await expect(bar.getByRole('link', { name: 'AI 评分：值不值得买' })).toHaveAttribute(
      'href',
      AI_RATE_URL,
    );
    await userEvent.click(bar.getByRole('button', { name: '关闭价迹优惠条' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** Only coupons were seen (no promotion): they are listed the same way, newest first. */
export const OnlyCoupons: Story = {
  args: { answer: trackedWith('领券满299减30', '店铺券满199减20') },
  play: async ({ canvasElement }) => {
    const { bar } = await topBarOf(canvasElement);
    const offers = within(bar.getByRole('list', { name: '近期优惠' })).getAllByRole('listitem');
    await expect(offers.map((offer) => offer.textContent)).toEqual([
      '领券满299减3011.27',
      '店铺券满199减2011.26',
    ]);
    await expect(bar.queryByText(MSG_NO_PROMOTIONS)).toBeNull();
  },
};

/**
 * Nothing known for the product (the server holds it, but saw no promotion or coupon): the bar
 * says so in one line and still links the AI rating.
 */
export const NoPromotions: Story = {
  args: { answer: trackedWith() },
  play: async ({ canvasElement }) => {
    const { bar } = await topBarOf(canvasElement);
    await expect(bar.getByText(MSG_NO_PROMOTIONS)).toBeVisible();
    await expect(bar.queryByRole('list')).not.toBeInTheDocument();
    await expect(bar.getByRole('link', { name: 'AI 评分：值不值得买' })).toBeVisible();
  },
};

/**
 * Long store texts on the narrowest phone: they wrap inside the bar (no sideways scrolling of the
 * store's page), and the close button stays on screen.
 */
export const LongTextOnPhone: Story = {
  args: {
    answer: trackedWith(
      '每满300元减40元，上不封顶，仅限自营商品，部分特价商品除外',
      'PLUS会员专享：领券满1999减200（每人限领1张）',
      '口令券：JDCOUPON2026ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
      '以旧换新至高补贴500元',
    ),
  },
  decorators: [withFrame],
  parameters: { frame: { width: '320px' } },
  play: async ({ canvasElement }) => {
    const { region, bar } = await topBarOf(canvasElement);
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    const edge = region.getBoundingClientRect().right;
    for (const offer of bar.getAllByRole('listitem')) {
      await expect(offer).toBeVisible();
      await expect(offer.getBoundingClientRect().right).toBeLessThanOrEqual(edge);
    }
    // A finger can hit the close button: at least an icon's size (24 px) each way.
    const close = bar.getByRole('button', { name: '关闭价迹优惠条' }).getBoundingClientRect();
    await expect(close.right).toBeLessThanOrEqual(edge);
    await expect(Math.min(close.width, close.height)).toBeGreaterThanOrEqual(24);
  },
};

/** While the worker is asked: no bar yet (it would only say 正在查询; the mini bar does). */
export const Loading: Story = {
  args: { answer: null },
  play: async ({ canvasElement }) => expectNoTopBar(canvasElement),
};

/** Not tracked yet (the server queued it): no top bar; the mini bar tells the shopper. */
export const NotTracked: Story = {
  args: { answer: QUEUED_ANSWER },
  play: async ({ canvasElement }) => expectNoTopBar(canvasElement),
};

/** The server cannot be reached: no top bar, the store's page is left as it was; the mini bar says why. */
export const ServerDown: Story = {
  args: { answer: UNREACHABLE_ANSWER },
  play: async ({ canvasElement }) => expectNoTopBar(canvasElement),
};
