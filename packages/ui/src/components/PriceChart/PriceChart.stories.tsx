import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formatIsoDay, formatPrice } from '@pricetrail/core';
import { longHistory, phoneHistory } from '../../fixtures/priceFixtures';
import { PriceChart, type PriceChartProps } from './PriceChart';
import type { PricePoint } from './priceTypes';
import { withFrame } from '../../testing';

const JD = 3;
const TITLE = 'Apple iPhone 15 Pro 256GB 原色钛金属';
/** 2026-06-18 noon in Shanghai: a 618 day in the fixtures, with a promotion text. */
const DAY_618 = Date.UTC(2026, 5, 18, 4) / 1000;

function priceOn(points: readonly PricePoint[], ts: number): number {
  return points.find(([time]) => time === ts)?.[1] ?? Number.NaN;
}

function lowestOf(points: readonly PricePoint[]): number {
  return Math.min(...points.map(([, fen]) => fen));
}

/** Keeps the picked range in local state, so the tabs work in the catalogue too. */
function ControlledChart(args: PriceChartProps) {
  const [range, setRange] = useState(args.range);
  return (
    <PriceChart
      {...args}
      range={range}
      onRangeChange={(event) => {
        setRange(event.range);
        args.onRangeChange(event);
      }}
    />
  );
}

/** Points the mouse at a moment on the chart, the way uPlot's cursor listens for it. */
async function hoverAt(canvasElement: HTMLElement, ts: number, from: number, to: number) {
  const over = await waitFor(() => {
    const element = canvasElement.querySelector<HTMLElement>('.u-over');
    if (!element || element.clientWidth === 0) throw new Error('chart not drawn yet');
    return element;
  });
  const box = over.getBoundingClientRect();
  const clientX = box.left + (box.width * (ts - from)) / (to - from);
  const clientY = box.top + box.height / 2;
  await userEvent.pointer({ target: over, coords: { clientX, clientY } });
}

const lastTs = phoneHistory.finalPrices.at(-1)?.[0] ?? 0;
const yearAgo = lastTs - 365 * 86_400;

const meta = {
  title: 'Price/PriceChart',
  component: PriceChart,
  args: {
    title: TITLE,
    siteId: JD,
    listPrices: phoneHistory.listPrices,
    finalPrices: phoneHistory.finalPrices,
    marks: phoneHistory.marks,
    promotions: phoneHistory.promotions,
    range: '1y',
    onRangeChange: fn(),
  },
  // A year of points is no control a reader edits: as JSON trees the four series put some 20,000
  // elements on the docs page and held it for seconds.
  argTypes: {
    listPrices: { control: false },
    finalPrices: { control: false },
    marks: { control: false },
    promotions: { control: false },
    stockGaps: { control: false },
  },
  render: (args) => <ControlledChart key={args.range} {...args} />,
  decorators: [withFrame],
  parameters: {
    frame: { width: '100%', maxWidth: '100%', padding: 12 },
    // The docs page shows each story's own code: written out as JSX with its args, every story
    // would spell out a year of prices.
    docs: { source: { type: 'code' } },
  },
} satisfies Meta<typeof PriceChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A year of a phone's prices: 到手价 over the dashed 页面价, 618 / 双11 marks, lowest and highest. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const tabs = within(canvas.getByRole('tablist', { name: '价格时间范围' }));
    await expect(tabs.getByRole('tab', { name: '1年' })).toHaveAttribute('aria-selected', 'true');
    const expected = [
      ['全部', 'all'],
      ['近1月', '30d'],
      ['3月', '90d'],
      ['半年', '180d'],
      ['1年', '1y'],
    ] as const;
    for (const [label, range] of expected) {
      await userEvent.click(tabs.getByRole('tab', { name: label }));
      await expect(args.onRangeChange).toHaveBeenLastCalledWith({ range });
      await expect(tabs.getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
    }
    await expect(args.onRangeChange).toHaveBeenCalledTimes(5);

    const table = await canvas.findByRole('table', { name: `${TITLE}价格记录（1年）` });
    const lowestRow = within(table).getByRole('row', { name: /历史最低/ });
    const lowest = formatPrice(lowestOf(phoneHistory.finalPrices), JD);
    await expect(lowestRow).toHaveTextContent(lowest);
    await expect(canvas.getByRole('img', { name: /价格走势图（1年）/ })).toBeInTheDocument();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

const soldOutFrom = lastTs - 200 * 86_400;
const soldOutTo = lastTs - 172 * 86_400;
const goneFrom = lastTs - 12 * 86_400;

/** Out of stock for four weeks last winter and sold out again now: grey bands labelled 无货. */
export const StockGaps: Story = {
  args: {
    stockGaps: [
      { from: soldOutFrom, to: soldOutTo, state: 'out_of_stock' },
      { from: goneFrom, to: null, state: 'out_of_stock' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(
      within(canvas.getByRole('list', { name: '图例' })).getByText('无货'),
    ).toBeVisible();
    const table = await canvas.findByRole('table', { name: `${TITLE}价格记录（1年）` });
    const gaps = within(table).getAllByRole('row', { name: /^无货/ });
    await expect(gaps.map((row) => row.textContent)).toEqual([
      `无货买不到${formatIsoDay(soldOutFrom)} 至 ${formatIsoDay(soldOutTo)}`,
      `无货买不到${formatIsoDay(goneFrom)} 至今`,
    ]);
  },
};

const presaleFrom = lastTs - 330 * 86_400;
const presaleTo = lastTs - 300 * 86_400;

/** A month of 预售 at launch, then sold out now: the 预售 band is tinted apart and no 无货. */
export const PresaleSpan: Story = {
  args: {
    stockGaps: [
      { from: presaleFrom, to: presaleTo, state: 'presale' },
      { from: goneFrom, to: null, state: 'out_of_stock' },
    ],
  },
  play: async ({ canvas }) => {
    const legend = within(canvas.getByRole('list', { name: '图例' }));
    await expect(legend.getByText('预售')).toBeVisible();
    await expect(legend.getByText('无货')).toBeVisible();
    const table = await canvas.findByRole('table', { name: `${TITLE}价格记录（1年）` });
    await expect(within(table).getByRole('row', { name: /^预售/ })).toHaveTextContent(
      `预售付定金${formatIsoDay(presaleFrom)} 至 ${formatIsoDay(presaleTo)}`,
    );
    await expect(within(table).getAllByRole('row', { name: /^无货/ })).toHaveLength(1);
  },
};

/** A stretch before the range's start is neither shaded nor listed. */
export const StockGapOutsideRange: Story = {
  args: {
    range: '30d',
    stockGaps: [{ from: soldOutFrom, to: soldOutTo, state: 'out_of_stock' }],
  },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: `${TITLE}价格记录（近1月）` });
    await expect(within(table).queryByRole('row', { name: /^无货/ })).not.toBeInTheDocument();
    await expect(canvas.queryByText('无货')).not.toBeInTheDocument();
  },
};

/** Arrow keys pick the range tab and move the selection, as in a tablist. */
export const KeyboardTabs: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: '1年' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onRangeChange).toHaveBeenLastCalledWith({ range: 'all' });
    await expect(canvas.getByRole('tab', { name: '全部' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(args.onRangeChange).toHaveBeenLastCalledWith({ range: '30d' });
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onRangeChange).toHaveBeenLastCalledWith({ range: 'all' });
    await expect(canvas.getByRole('tab', { name: '全部' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** Hovering 618: the tooltip shows the day, both prices and the sale text. */
export const Tooltip: Story = {
  play: async ({ canvasElement, canvas }) => {
    await hoverAt(canvasElement, DAY_618, yearAgo, lastTs);
    const tooltip = await canvas.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('2026-06-18');
    await expect(tooltip).toHaveTextContent(
      `到手价${formatPrice(priceOn(phoneHistory.finalPrices, DAY_618), JD)}`,
    );
    await expect(tooltip).toHaveTextContent(
      `页面价${formatPrice(priceOn(phoneHistory.listPrices, DAY_618), JD)}`,
    );
    await expect(tooltip).toHaveTextContent('618 当天');
  },
};

/** A finger on the chart moves the crosshair too (uPlot's cursor follows only the mouse). */
export const TouchTooltip: Story = {
  play: async ({ canvasElement, canvas }) => {
    const over = await waitFor(() => {
      const element = canvasElement.querySelector<HTMLElement>('.u-over');
      if (!element || element.clientWidth === 0) throw new Error('chart not drawn yet');
      return element;
    });
    const box = over.getBoundingClientRect();
    const touch = new Touch({
      identifier: 1,
      target: over,
      clientX: box.left + box.width * 0.25,
      clientY: box.top + box.height / 2,
    });
    over.dispatchEvent(new TouchEvent('touchstart', { touches: [touch], bubbles: true }));
    const tooltip = await canvas.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(/^2026-0[23]-\d\d到手价¥/);
  },
};

/** The focused chart walks day by day with the arrow keys; the first press shows the newest day. */
export const KeyboardCrosshair: Story = {
  play: async ({ canvas }) => {
    const plot = canvas.getByRole('img', { name: /价格走势图/ });
    plot.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent('2026-11-22');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tooltip')).toHaveTextContent('2026-11-21');
    await expect(plot).toHaveAttribute('aria-describedby', canvas.getByRole('tooltip').id);
  },
};

/** Checks that a range's tab is the selected one and names the drawing. */
function rangeShown(label: string): Story['play'] {
  return async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: label })).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: new RegExp(`（${label}）`) })).toBeVisible();
  };
}

/** The last 30 days: one 双11, day ticks. */
export const Range30Days: Story = { args: { range: '30d' }, play: rangeShown('近1月') };

/** The last 90 days. */
export const Range90Days: Story = { args: { range: '90d' }, play: rangeShown('3月') };

/** The last 180 days: the 618 dip and the run-up to 双11. */
export const Range180Days: Story = { args: { range: '180d' }, play: rangeShown('半年') };

/** The whole three years, with 2025's page price raised before 双11. */
export const RangeAll: Story = { args: { range: 'all' }, play: rangeShown('全部') };

/** No coupon ever: 到手价 equals 页面价, the two lines coincide. */
export const IdenticalLines: Story = {
  args: { finalPrices: phoneHistory.listPrices, promotions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('到手价')).toBeVisible();
    await expect(canvas.getByText('页面价')).toBeVisible();
  },
};

/** Only the page price was recorded: one line, and the table reads it. */
export const ListPriceOnly: Story = {
  args: { finalPrices: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('到手价')).not.toBeInTheDocument();
    const table = await canvas.findByRole('table');
    await expect(within(table).getByRole('row', { name: /历史最低/ })).toHaveTextContent(
      formatPrice(lowestOf(phoneHistory.listPrices), JD),
    );
  },
};

/** A product without any recorded price. */
export const Empty: Story = {
  args: { listPrices: [], finalPrices: [], marks: [], promotions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无价格记录')).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** While the history loads: a box of the chart's height, marked busy. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('价格走势加载中');
    await expect(canvas.getByRole('group', { name: TITLE })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Ten years of daily prices, 3,650 points on each line. */
export const LongHistory: Story = {
  args: {
    title: '美的 变频空调 大1.5匹',
    listPrices: longHistory.listPrices,
    finalPrices: longHistory.finalPrices,
    marks: longHistory.marks,
    promotions: longHistory.promotions,
    range: 'all',
    onDraw: fn(),
  },
  play: async ({ args, canvas }) => {
    await waitFor(() => expect(args.onDraw).toHaveBeenCalledTimes(1));
    const table = await canvas.findByRole('table');
    await expect(within(table).getByRole('row', { name: /历史最低/ })).toHaveTextContent(
      formatPrice(lowestOf(longHistory.finalPrices)),
    );
    // One row per month of the ten years, plus current, lowest and highest.
    await expect(within(table).getAllByRole('row').length).toBeGreaterThan(120);
  },
};

/** In a 375 px phone column. */
export const PhoneWidth: Story = {
  parameters: { frame: { width: 375 } },
  play: async ({ canvasElement }) => {
    const canvasBox = canvasElement.querySelector('canvas')?.getBoundingClientRect();
    await expect(canvasBox?.width).toBeLessThanOrEqual(375);
  },
};
