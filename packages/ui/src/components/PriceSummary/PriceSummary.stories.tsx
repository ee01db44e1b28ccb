import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatPrice } from '@pricetrail/core';
import { PriceSummary, RAISED_BEFORE_SALE_TEXT } from './PriceSummary';
import { WatchButton } from '../WatchButton';
import { withFrame } from '../../testing';

const JD = 3;
/** Noon in Shanghai on a calendar day, epoch seconds. */
const day = (year: number, month: number, date: number) =>
  Date.UTC(year, month - 1, date, 4) / 1000;

const meta = {
  title: 'Price/PriceSummary',
  component: PriceSummary,
  args: {
    siteId: JD,
    currentPrice: 569_900,
    trend: -1,
    lowestPrice: 499_900,
    lowestAt: day(2025, 11, 11),
    highestPrice: 769_900,
    highestAt: day(2025, 10, 20),
    lowest30: 569_900,
    lowest60: 549_900,
    lowest180: 529_900,
    price618: 539_900,
    price618At: day(2026, 6, 18),
    price1111: 499_900,
    price1111At: day(2025, 11, 11),
  },
  decorators: [withFrame],
  parameters: { frame: { width: '100%', maxWidth: '100%', padding: 12 } },
} satisfies Meta<typeof PriceSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

function statOf(canvasElement: HTMLElement, label: string): HTMLElement {
  const term = within(canvasElement).getByText(label, { selector: 'dt' });
  return term.parentElement as HTMLElement;
}

/** The price dropped recently (趋势 -1 降价), with every number known. */
export const Default: Story = {
  play: async ({ canvasElement, canvas }) => {
    const current = canvas.getByText('当前价').parentElement as HTMLElement;
    await expect(current).toHaveTextContent(`当前价${formatPrice(569_900, JD)}↓ 降价`);
    await expect(canvas.getByText('降价')).toBeVisible();
    await expect(statOf(canvasElement, '历史最低')).toHaveTextContent(
      `${formatPrice(499_900, JD)}2025-11-11`,
    );
    await expect(statOf(canvasElement, '历史最高')).toHaveTextContent('2025-10-20');
    await expect(statOf(canvasElement, '618 价')).toHaveTextContent('2026-06-18');
    await expect(statOf(canvasElement, '180 天最低')).toHaveTextContent(formatPrice(529_900, JD));
    await expect(canvas.queryByRole('note')).not.toBeInTheDocument();
  },
};

/** Today's price is the lowest ever (趋势 -2). */
export const AtHistoricalLow: Story = {
  args: { trend: -2, currentPrice: 499_900, lowest30: 499_900 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('历史最低')).toHaveLength(2);
  },
};

/** No change lately (趋势 0). */
export const Steady: Story = {
  args: { trend: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('平稳')).toBeVisible();
  },
};

/** The price went up (趋势 1). */
export const Rising: Story = {
  args: { trend: 1, currentPrice: 629_900 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('涨价')).toBeVisible();
  },
};

/** A new product: only today's price is known, everything else shows '—'. */
export const MissingValues: Story = {
  args: {
    trend: undefined,
    lowestPrice: undefined,
    lowestAt: undefined,
    highestPrice: undefined,
    highestAt: undefined,
    lowest60: undefined,
    lowest180: undefined,
    price618: undefined,
    price618At: undefined,
    price1111: undefined,
    price1111At: undefined,
  },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getAllByText('暂无')).toHaveLength(6);
    await expect(statOf(canvasElement, '双11 价')).toHaveTextContent('—');
    await expect(canvas.queryByText('降价')).not.toBeInTheDocument();
    await expect(statOf(canvasElement, '30 天最低')).toHaveTextContent(formatPrice(569_900, JD));
  },
};

/** Nothing known yet, not even the current price. */
export const NothingKnown: Story = {
  args: {
    currentPrice: undefined,
    trend: undefined,
    lowestPrice: undefined,
    highestPrice: undefined,
    lowest30: undefined,
    lowest60: undefined,
    lowest180: undefined,
    price618: undefined,
    price1111: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('暂无')).toHaveLength(8);
  },
};

/**
 * A shopper's browser reported ¥4,599.00, below the all-time low, an hour ago and nobody has
 * confirmed it yet: it shows as 待核实 with its source and time, while the current price and the
 * lows stay the published ones.
 */
export const PendingReport: Story = {
  args: { pending: { price: 459_900, at: day(2026, 11, 20) - 3_600, source: 'extension' } },
  play: async ({ canvasElement, canvas }) => {
    const pending = canvas.getByTestId('pending-price');
    await expect(pending).toHaveTextContent(
      `待核实${formatPrice(459_900, JD)}来源 插件 · 2026-11-20 11:00 · 核实前不计入最低价和降价提醒`,
    );
    const current = canvas.getByText('当前价').parentElement as HTMLElement;
    await expect(current).toHaveTextContent(`当前价${formatPrice(569_900, JD)}`);
    await expect(statOf(canvasElement, '历史最低')).toHaveTextContent(formatPrice(499_900, JD));
    await expect(statOf(canvasElement, '30 天最低')).toHaveTextContent(formatPrice(569_900, JD));
  },
};

/** Sold out since 20 November: 无货 with the day, under the current price. */
export const OutOfStock: Story = {
  args: { stock: { state: 'out_of_stock', since: day(2026, 11, 20) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('stock-status')).toHaveTextContent('无货2026-11-20 起');
  },
};

/** Back in stock: 有货 in the green of good news. */
export const InStock: Story = {
  args: { stock: { state: 'in_stock', since: day(2026, 11, 22) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('stock-status')).toHaveTextContent('有货2026-11-22 起');
  },
};

/** Sold ahead of shipping (a deposit now, the rest later): 预售, ringed in the colour of a caution. */
export const Presale: Story = {
  args: { stock: { state: 'presale', since: day(2026, 11, 10) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('stock-status')).toHaveTextContent('预售2026-11-10 起');
  },
};

/** Taken down by the store: 下架. */
export const Delisted: Story = {
  args: { stock: { state: 'delisted', since: day(2026, 11, 1) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('stock-status')).toHaveTextContent('下架2026-11-01 起');
  },
};

/** Raised a fortnight before 双11, then 'discounted' back: the 先涨后降 warning with its reason. */
export const RaisedBeforeSale: Story = {
  args: {
    isRaisedBeforeSale: true,
    raisedBeforeSaleNote:
      '10月10日起页面价由 ¥6,999 调至 ¥7,699，双11“直降”后仍高于调价前的到手价。',
  },
  play: async ({ canvas }) => {
    const note = canvas.getByRole('note');
    await expect(note).toHaveTextContent('先涨后降');
    await expect(note).toHaveTextContent('10月10日起页面价');
  },
};

/** The flag without an explanation: a general sentence stands in. */
export const RaisedBeforeSaleDefaultText: Story = {
  args: { isRaisedBeforeSale: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent(RAISED_BEFORE_SALE_TEXT);
  },
};

/** In a 375 px phone column: two columns of numbers, the recent lows in three. */
export const PhoneWidth: Story = {
  parameters: { frame: { width: 375 } },
  args: { isRaisedBeforeSale: true },
  play: async ({ canvasElement }) => {
    const [history, recent] = [...canvasElement.querySelectorAll('dl')];
    await expect(getComputedStyle(history as Element).gridTemplateColumns.split(' ')).toHaveLength(
      2,
    );
    await expect(getComputedStyle(recent as Element).gridTemplateColumns.split(' ')).toHaveLength(
      3,
    );
  },
};

/** The product page's 收藏 / 降价提醒 beside the current price. */
export const WithWatchButton: Story = {
  args: {
    action: (
      <WatchButton
        state="idle"
        currentPrice={569_900}
        siteId={JD}
        collectionHref="/mine/collection"
        onSave={() => undefined}
      />
    ),
  },
  play: async ({ canvas }) => {
    const summary = canvas.getByRole('group', { name: '价格概览' });
    await expect(within(summary).getByRole('button', { name: '收藏' })).toBeVisible();
    await expect(within(summary).getByRole('button', { name: '降价提醒' })).toBeVisible();
  },
};
