import { HistoryStore, type HistoryRange } from '@pricetrail/services';
import { useRootStore } from '@pricetrail/services/react';
import { SAMPLE_PRODUCT } from '@pricetrail/services/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { withPage } from '../testing';
import { HistoryChart } from './HistoryChart';

/** A history store of the sample product, opened at `range` when one is given. */
function SampleHistoryChart({ range }: { range?: HistoryRange }) {
  const root = useRootStore();
  const [store] = useState(() => {
    const opened = new HistoryStore(root, root.prices);
    if (range) void opened.setRange(range);
    opened.ensure(SAMPLE_PRODUCT.dpId);
    return opened;
  });
  return <HistoryChart store={store} />;
}

const meta = {
  title: 'Pages/Common/HistoryChart',
  component: SampleHistoryChart,
  decorators: [withPage],
  parameters: { page: { path: '/', url: '/' } },
} satisfies Meta<typeof SampleHistoryChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The history has arrived: the chart of the product, and a range tab switches the store's range. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    const month = await canvas.findByRole('tab', { name: '近1月' });
    await expect(canvas.getByRole('group', { name: SAMPLE_PRODUCT.title })).toBeVisible();
    await userEvent.click(month);
    await waitFor(() => expect(month).toHaveAttribute('aria-selected', 'true'));
    await expect(
      await canvas.findByRole('img', { name: /价格走势图（近1月）/ }),
    ).toBeInTheDocument();
  },
};

/** Opened at a range of the page's choosing (the extension's popover opens at 180 days). */
export const OpenedAtHalfYear: Story = {
  args: { range: '180d' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: '半年' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** The history is on its way: nothing is drawn (the page shows its own loading line). */
export const NotYetLoaded: Story = {
  parameters: { page: { path: '/', url: '/', prices: { isHanging: true } } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('tablist')).toBeNull();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};
