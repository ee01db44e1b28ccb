import type { ProductReading } from '@pricetrail/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { LookupAnswer } from '../../shared/messages';
import {
  LABEL_TREND,
  LABEL_TREND_CLOSE,
  LABEL_TREND_FRAME,
  LABEL_WATCH,
  LABEL_WATCH_CANCEL,
  LABEL_WATCH_SUBMIT,
  LABEL_WATCH_TARGET,
  MSG_LOADING,
  MSG_QUEUED,
  MSG_SERVER_FAILED,
  MSG_UNREACHABLE,
  MSG_WATCH_ADDED,
  MSG_WATCH_BUSY,
  MSG_WATCH_SIGN_IN,
} from '../../shared/text';
import {
  CHEAPER_ELSEWHERE_ANSWER,
  FAILED_ANSWER,
  QUEUED_ANSWER,
  SAMPLE_NOW_S,
  TRACKED_ANSWER,
  UNREACHABLE_ANSWER,
} from '../../testing/sampleAnswers';
import { sampleReading } from '../../testing/sampleReading';
import { IDLE_WATCH, barView, type BarWatch } from './barView';
import { mountShadowHost } from '../shadowHost';
import { BAR_CSS } from './barStyles';
import { BAR_LABEL, renderBar, type BarActions } from './renderBar';

/** Props of the stage: what the content script would have when it draws the bar. */
interface MiniBarStageProps extends BarActions {
  /** The worker's answer; null while it is awaited. */
  readonly answer: LookupAnswer | null;
  /** The store page's reading. */
  readonly reading: ProductReading;
  /** Where 降价提醒 stands. */
  readonly watch: BarWatch;
  /** The price-history popover is open. */
  readonly isTrendOpen: boolean;
}

/** The mini bar as the content script draws it: its own shadow root, the real render code. */
function MiniBarStage({ answer, reading, watch, isTrendOpen, ...actions }: MiniBarStageProps) {
  const placeRef = useRef<HTMLDivElement>(null);
  const { onWatch, onWatchDraft, onWatchSubmit, onWatchCancel, onTrendToggle, onTrendClose } =
    actions;
  useEffect(() => {
    const { host, container } = mountShadowHost(document, 'mini-bar', BAR_CSS);
    placeRef.current?.append(host);
    renderBar(container, barView(answer, reading, SAMPLE_NOW_S, { watch, isTrendOpen }), {
      onWatch,
      onWatchDraft,
      onWatchSubmit,
      onWatchCancel,
      onTrendToggle,
      onTrendClose,
    });
    return () => host.remove();
  }, [
    answer,
    reading,
    watch,
    isTrendOpen,
    onWatch,
    onWatchDraft,
    onWatchSubmit,
    onWatchCancel,
    onTrendToggle,
    onTrendClose,
  ]);
  // The popover lies over the store's page under the bar: the stage keeps room for it in view.
  return <div ref={placeRef} style={{ minHeight: isTrendOpen ? '40em' : undefined }} />;
}

/** The bar's region inside its shadow root, once drawn, for role queries. */
async function barOf(canvasElement: HTMLElement) {
  const region = await waitFor(() => {
    const found = canvasElement
      .querySelector('[data-pricetrail="mini-bar"]')
      ?.shadowRoot?.querySelector('section');
    if (!found) throw new Error('the bar is not drawn yet');
    return found;
  });
  await expect(region).toHaveAccessibleName(BAR_LABEL);
  return within(region);
}

const meta = {
  title: 'Extension/MiniBar',
  component: MiniBarStage,
  args: {
    answer: TRACKED_ANSWER,
    reading: sampleReading({ finalPrice: 479_900 }),
    watch: IDLE_WATCH,
    onWatch: fn(),
    onWatchDraft: fn(),
    onWatchSubmit: fn(),
    onWatchCancel: fn(),
    isTrendOpen: false,
    onTrendToggle: fn(),
    onTrendClose: fn(),
  },
} satisfies Meta<typeof MiniBarStage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Tracked: today's 到手价 against the all-time and 30-day lows, the half-year line, the trend, and
 * 降价提醒, which opens a form to choose the target.
 */
export const Tracked: Story = {
  play: async ({ args, canvasElement }) => {
    const bar = await barOf(canvasElement);
    await expect(bar.getByText('¥4799.00')).toBeVisible();
    await expect(bar.getByText('¥4599.00')).toBeVisible();
    await expect(bar.getByText('¥4699.00')).toBeVisible();
    const trend = bar.getByRole('button', { name: LABEL_TREND });
    await expect(trend).toHaveAttribute('aria-expanded', 'false');
    await expect(trend.querySelector('svg.spark')).toBeVisible();
    await userEvent.click(trend);
    await expect(args.onTrendToggle).toHaveBeenCalledOnce();
    await expect(bar.getByText('降')).toBeVisible();
    await expect(bar.getByRole('link', { name: '查看完整历史' })).toHaveAttribute(
      'href',
      'http://localhost:8080/trend/100008348542-3.html',
    );
    const watch = bar.getByRole('button', { name: LABEL_WATCH });
    await expect(watch).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(watch);
    await expect(args.onWatch).toHaveBeenCalledOnce();
  },
};

/** 降价提醒 pressed: the target form, holding the suggestion; Enter submits it and Esc cancels. */
export const WatchFormOpen: Story = {
  args: { watch: { state: 'choosing', draft: '4699', error: null } },
  play: async ({ args, canvasElement }) => {
    const bar = await barOf(canvasElement);
    await expect(bar.getByRole('button', { name: LABEL_WATCH })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const target = bar.getByRole('textbox', { name: LABEL_WATCH_TARGET });
    await expect(target).toHaveValue('4699');
    await expect(target).not.toHaveAttribute('aria-invalid');
    await userEvent.type(target, '{Enter}');
    await expect(args.onWatchSubmit).toHaveBeenCalledWith({ draft: '4699' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onWatchCancel).toHaveBeenCalledOnce();
    await userEvent.click(bar.getByRole('button', { name: LABEL_WATCH_CANCEL }));
    await expect(args.onWatchCancel).toHaveBeenCalledTimes(2);
    await userEvent.click(bar.getByRole('button', { name: LABEL_WATCH_SUBMIT }));
    await expect(args.onWatchSubmit).toHaveBeenCalledTimes(2);
  },
};

/** A target not under today's price was submitted: the box says why, and is marked invalid. */
export const WatchFormError: Story = {
  args: { watch: { state: 'choosing', draft: '5000', error: '目标价需低于今日价格 ¥4799.00' } },
  play: async ({ args, canvasElement }) => {
    const bar = await barOf(canvasElement);
    const target = bar.getByRole('textbox', { name: LABEL_WATCH_TARGET });
    await expect(target).toHaveAttribute('aria-invalid', 'true');
    await expect(target).toHaveAccessibleDescription('目标价需低于今日价格 ¥4799.00');
    // The typed price replaces the refused one, as a select-all then typing would.
    await userEvent.type(target, '4599', { initialSelectionStart: 0, initialSelectionEnd: 4 });
    await expect(args.onWatchDraft).toHaveBeenLastCalledWith({ draft: '4599' });
  },
};

/**
 * 价格走势 pressed: the site's price-history page in a frame under the bar; 关闭 and Esc close it.
 * (Stories are not served the site, so the frame shows an empty page.)
 */
export const TrendOpen: Story = {
  args: { isTrendOpen: true, answer: { ...TRACKED_ANSWER, trendUrl: 'about:blank' } },
  play: async ({ args, canvasElement }) => {
    const bar = await barOf(canvasElement);
    const trend = bar.getByRole('button', { name: LABEL_TREND });
    await expect(trend).toHaveAttribute('aria-expanded', 'true');
    const shadow = canvasElement.querySelector('[data-pricetrail="mini-bar"]')?.shadowRoot;
    const popover = within(
      shadow?.getElementById(trend.getAttribute('aria-controls') ?? '') as HTMLElement,
    );
    await expect(popover.getByTitle(LABEL_TREND_FRAME)).toHaveAttribute('src', 'about:blank');
    await userEvent.click(popover.getByRole('button', { name: LABEL_TREND_CLOSE }));
    await expect(args.onTrendClose).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Escape}');
    await expect(args.onTrendClose).toHaveBeenCalledTimes(2);
  },
};

/** 降价提醒 on its way to the worker: the button waits and presses do nothing. */
export const WatchBusy: Story = {
  args: { watch: { state: 'busy', message: MSG_WATCH_BUSY } },
  play: async ({ args, canvasElement }) => {
    const bar = await barOf(canvasElement);
    const watch = bar.getByRole('button', { name: LABEL_WATCH });
    await expect(watch).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(watch);
    await expect(args.onWatch).not.toHaveBeenCalled();
    await expect(bar.getByRole('status')).toHaveTextContent(MSG_WATCH_BUSY);
  },
};

/** On the signed-in shopper's watch list: the button gives way to the news. */
export const WatchAdded: Story = {
  args: { watch: { state: 'added', message: MSG_WATCH_ADDED } },
  play: async ({ canvasElement }) => {
    const bar = await barOf(canvasElement);
    await expect(bar.getByRole('status')).toHaveTextContent(MSG_WATCH_ADDED);
    await expect(bar.queryByRole('button', { name: LABEL_WATCH })).toBeNull();
  },
};

/** Signed out: the site's sign-in opened in a tab, and the add completes after it. */
export const SignedOut: Story = {
  args: { watch: { state: 'signing_in', message: MSG_WATCH_SIGN_IN } },
  play: async ({ canvasElement }) => {
    const bar = await barOf(canvasElement);
    await expect(bar.getByRole('status')).toHaveTextContent(MSG_WATCH_SIGN_IN);
    await expect(bar.getByRole('button', { name: LABEL_WATCH })).toBeEnabled();
  },
};

/** The server refused the add (its own line), and the shopper may try again. */
export const WatchRefused: Story = {
  args: { watch: { state: 'failed', message: '收藏已达上限（500 件），请先删除一些再添加' } },
  play: async ({ args, canvasElement }) => {
    const bar = await barOf(canvasElement);
    await expect(bar.getByRole('status')).toHaveTextContent('收藏已达上限');
    await userEvent.click(bar.getByRole('button', { name: LABEL_WATCH }));
    await expect(args.onWatch).toHaveBeenCalledOnce();
  },
};

/**
 * Another store sells the same goods under today's price: it is named with a link to it, and the
 * advice leads with it.
 */
export const CheaperElsewhere: Story = {
  args: { answer: CHEAPER_ELSEWHERE_ANSWER },
  play: async ({ canvasElement }) => {
    const bar = await barOf(canvasElement);
    await expect(bar.getByRole('link', { name: '天猫 ¥4699.00' })).toHaveAttribute(
      'href',
      'https://detail.tmall.com/item.htm?id=600000000001',
    );
    await expect(bar.queryByRole('link', { name: /苏宁易购/ })).toBeNull();
    await expect(bar.getByText(/^天猫 ¥4699\.00，比这里便宜 ¥/)).toBeVisible();
  },
};

/** Today's price is a new all-time low: it is marked, and the line ends at the bottom. */
export const AtTheLowest: Story = {
  args: { reading: sampleReading({ finalPrice: 449_900 }) },
  play: async ({ canvasElement }) => {
    const bar = await barOf(canvasElement);
    await expect(bar.getByText('¥4499.00')).toBeVisible();
    await expect(bar.getByText('降')).toBeVisible();
    await expect(bar.getByText('当前为历史最低价，可以入手')).toBeVisible();
  },
};

/** Cheaper a few weeks ago and the store's 双12 starts in four days: the advice says to wait for it. */
export const WaitForSale: Story = {
  args: {
    answer: {
      ...TRACKED_ANSWER,
      nextSale: { name: '京东双12', startDay: '2026-12-01', endDay: '2026-12-12', daysUntil: 4 },
    },
  },
  play: async ({ canvasElement }) => {
    const bar = await barOf(canvasElement);
    await expect(bar.getByText('近期有过更低价，建议等待：京东双12 4 天后开始')).toBeVisible();
  },
};

/** Today's price went up since the last one the server holds. */
export const PriceUp: Story = {
  args: { reading: sampleReading({ finalPrice: 519_900 }) },
  play: async ({ canvasElement }) => {
    const bar = await barOf(canvasElement);
    await expect(bar.getByText('涨')).toBeVisible();
  },
};

/** The worker has not answered yet. */
export const Loading: Story = {
  args: { answer: null },
  play: async ({ canvasElement }) => {
    const bar = await barOf(canvasElement);
    await expect(bar.getByRole('status')).toHaveTextContent(MSG_LOADING);
  },
};

/** Not tracked yet: the server queued the product, and the bar says so. */
export const Queued: Story = {
  args: { answer: QUEUED_ANSWER },
  play: async ({ canvasElement }) => {
    const bar = await barOf(canvasElement);
    await expect(bar.getByRole('status')).toHaveTextContent(MSG_QUEUED);
  },
};

/** The server cannot be reached: the bar says why, and nothing else. */
export const Unreachable: Story = {
  args: { answer: UNREACHABLE_ANSWER },
  play: async ({ canvasElement }) => {
    const bar = await barOf(canvasElement);
    await expect(bar.getByRole('status')).toHaveTextContent(MSG_UNREACHABLE);
    await expect(bar.queryByRole('link')).toBeNull();
  },
};

/** The server answered with an error. */
export const ServerFailed: Story = {
  args: { answer: FAILED_ANSWER },
  play: async ({ canvasElement }) => {
    const bar = await barOf(canvasElement);
    await expect(bar.getByRole('status')).toHaveTextContent(MSG_SERVER_FAILED);
  },
};
