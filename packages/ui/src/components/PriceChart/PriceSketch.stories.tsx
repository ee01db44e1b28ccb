import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatIsoDay, formatPrice } from '@pricetrail/core';
import styled from 'styled-components';
import { expect } from 'storybook/test';
import { phoneHistory } from '../../fixtures/priceFixtures';
import { alignSeries } from './chartData';
import { PriceSketch, type PriceSketchProps } from './PriceSketch';

const JD = 3;

// The plot's box, as the chart gives it to the sketch.
const StyledBox = styled.div`
  position: relative;
  height: ${({ theme }) => theme.size.chartHeightPhone};
  background: ${({ theme }) => theme.color.surface};

  @media (min-width: ${({ theme }) => theme.breakpoint.tablet}) {
    height: ${({ theme }) => theme.size.chartHeight};
  }
`;

function InBox(args: PriceSketchProps) {
  return (
    <StyledBox data-testid="plot-box">
      <PriceSketch {...args} />
    </StyledBox>
  );
}

const year = alignSeries(phoneHistory.listPrices, phoneHistory.finalPrices, '1y');
const yearFinals = year.final.filter((fen) => fen !== null);

const meta = {
  title: 'Price/PriceSketch',
  component: PriceSketch,
  render: (args) => <InBox {...args} />,
  // A year of aligned points is no control a reader edits (see PriceChart's stories).
  argTypes: { series: { control: false } },
  args: { series: year, siteId: JD },
} satisfies Meta<typeof PriceSketch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A year of both lines: what a product page rendered on the server shows in the chart's box. */
export const YearOfPrices: Story = {
  play: async ({ canvasElement, canvas }) => {
    const paths = canvasElement.querySelectorAll('path');
    expect(paths).toHaveLength(3);
    expect(
      canvas.getByText(
        formatPrice(Math.min(...year.list.filter((fen) => fen !== null), ...yearFinals), JD),
      ),
    ).toBeInTheDocument();
    expect(canvas.getByText(formatIsoDay(year.xs[0] ?? 0))).toBeInTheDocument();
    expect(canvas.getByText(formatIsoDay(year.xs.at(-1) ?? 0))).toBeInTheDocument();
  },
};

const yearEnd = year.xs.at(-1) ?? 0;
const DAY = 86_400;

/**
 * Its stock shaded as the interactive chart shades it: a month 无货 and 预售 at launch, labelled;
 * a two-day 无货 too narrow for its word; a 下架 before the range, not drawn.
 */
export const StockBands: Story = {
  args: {
    stockGaps: [
      { from: yearEnd - 500 * DAY, to: yearEnd - 400 * DAY, state: 'delisted' },
      { from: yearEnd - 330 * DAY, to: yearEnd - 300 * DAY, state: 'presale' },
      { from: yearEnd - 200 * DAY, to: yearEnd - 198 * DAY, state: 'out_of_stock' },
      { from: yearEnd - 40 * DAY, to: null, state: 'out_of_stock' },
    ],
  },
  play: async ({ canvasElement, canvas }) => {
    const bands = [...canvasElement.querySelectorAll('[data-part="band"]')];
    expect(bands.map((band) => band.getAttribute('data-state'))).toEqual([
      'presale',
      'out_of_stock',
      'out_of_stock',
    ]);
    expect(canvas.getByText('预售')).toBeInTheDocument();
    expect(canvas.getAllByText('无货')).toHaveLength(1);
    expect(canvas.queryByText('下架')).toBeNull();
  },
};

/** Only 到手价 recorded: one solid line over its area. */
export const FinalOnly: Story = {
  args: { series: { ...year, list: year.list.map(() => null) } },
  play: async ({ canvasElement }) => {
    expect(canvasElement.querySelector('[data-part="list"]')).toBeNull();
    expect(canvasElement.querySelector('[data-part="final"]')).not.toBeNull();
  },
};

/** One price seen once: a flat line, the price at both ends of the scale. */
export const OnePrice: Story = {
  args: { series: { xs: [year.xs[0] ?? 0], final: [399_900], list: [459_900] } },
  play: async ({ canvas }) => {
    expect(canvas.getByText(formatPrice(459_900, JD))).toBeInTheDocument();
    expect(canvas.getByText(formatPrice(399_900, JD))).toBeInTheDocument();
  },
};

/** No price at all: nothing drawn, the box stays as it is. */
export const NoPrices: Story = {
  args: { series: { xs: [], final: [], list: [] } },
  play: async ({ canvas }) => {
    expect(canvas.getByTestId('plot-box')).toBeEmptyDOMElement();
  },
};
