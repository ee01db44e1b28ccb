import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination';
import { withFrame } from '../../testing';

/** Keeps the page in state, as a list page would, so clicks move it. */
function StatefulPagination(args: PaginationProps) {
  const [page, setPage] = useState(args.page);
  return (
    <Pagination
      {...args}
      page={page}
      onChange={(change) => {
        args.onChange(change);
        setPage(change.page);
      }}
    />
  );
}

/** Whether the numbered list shows: stories run at phone and desktop widths alike. */
function hasPageNumbers(canvasElement: HTMLElement): boolean {
  return within(canvasElement).queryAllByRole('button', { name: /^第 \d+ 页$/ }).length > 0;
}

const meta = {
  title: 'Base/Pagination',
  component: Pagination,
  args: { page: 1, totalPages: 20, onChange: fn() },
  render: (args) => <StatefulPagination {...args} />,
  decorators: [withFrame],
  parameters: { frame: { width: '100%', maxWidth: '100%', padding: 16 } },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** First of twenty pages: previous is off, a gap before the last page. Clicking moves the page. */
export const FirstPage: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('navigation', { name: '分页' })).toBeVisible();
    const previous = canvas.getByRole('button', { name: '上一页' });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(previous);
    await expect(args.onChange).not.toHaveBeenCalled();

    if (hasPageNumbers(canvasElement)) {
      const first = canvas.getByRole('button', { name: '第 1 页' });
      await expect(first).toHaveAttribute('aria-current', 'page');
      await userEvent.click(first);
      await expect(args.onChange).not.toHaveBeenCalled();
      await userEvent.click(canvas.getByRole('button', { name: '第 5 页' }));
      await expect(args.onChange).toHaveBeenLastCalledWith({ page: 5 });
      await expect(canvas.getByRole('button', { name: '第 5 页' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(canvas.getByRole('button', { name: '第 4 页' })).toBeVisible();
      await expect(canvas.getByRole('button', { name: '第 6 页' })).toBeVisible();
    } else {
      for (let step = 0; step < 4; step += 1) {
        await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
      }
      await expect(args.onChange).toHaveBeenLastCalledWith({ page: 5 });
      await expect(canvas.getByText('5 / 20')).toBeVisible();
    }

    for (let step = 0; step < 4; step += 1) {
      await userEvent.click(canvas.getByRole('button', { name: '上一页' }));
    }
    await expect(args.onChange).toHaveBeenLastCalledWith({ page: 1 });
    await expect(canvas.getByRole('button', { name: '上一页' })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: '上一页' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** In the middle: gaps on both sides of the current page and its neighbours. */
export const MiddlePage: Story = {
  args: { page: 10 },
  play: async ({ args, canvas, canvasElement }) => {
    if (hasPageNumbers(canvasElement)) {
      const pages = canvas.getAllByRole('button', { name: /^第 \d+ 页$/ });
      await expect(pages.map((button) => button.textContent)).toEqual(['1', '9', '10', '11', '20']);
      await userEvent.click(canvas.getByRole('button', { name: '第 11 页' }));
      await expect(args.onChange).toHaveBeenLastCalledWith({ page: 11 });
      await userEvent.click(canvas.getByRole('button', { name: '第 10 页' }));
      await expect(args.onChange).toHaveBeenLastCalledWith({ page: 10 });
    } else {
      await expect(canvas.getByText('10 / 20')).toBeVisible();
    }
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ page: 11 });
    await userEvent.click(canvas.getByRole('button', { name: '上一页' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ page: 10 });
  },
};

/** On the last page: next is off. */
export const LastPage: Story = {
  args: { page: 20 },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('navigation')).toHaveTextContent('第 20 页，共 20 页');
  },
};

/** Few pages: every number, no gaps. Counted from `total` and `pageSize` (95 items, 20 a page). */
export const FromTotal: Story = {
  args: { page: 3, totalPages: undefined, total: 95, pageSize: 20 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('navigation')).toHaveTextContent('第 3 页，共 5 页');
    if (hasPageNumbers(canvasElement)) {
      const pages = canvas.getAllByRole('button', { name: /^第 \d+ 页$/ });
      await expect(pages.map((button) => button.textContent)).toEqual(['1', '2', '3', '4', '5']);
    }
  },
};

/** Phone width: previous, 'n / N' and next; the arrows still move the page. */
export const Phone: Story = {
  args: { page: 3 },
  parameters: { frame: { width: 375 } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('3 / 20')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '第 4 页' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('navigation', { name: '分页' })).toHaveTextContent(
      '第 3 页，共 20 页',
    );
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ page: 4 });
    await expect(canvas.getByText('4 / 20')).toBeVisible();
  },
};
