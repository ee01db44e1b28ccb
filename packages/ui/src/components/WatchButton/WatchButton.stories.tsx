import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withFrame } from '../../testing';
import { WatchButton, type WatchButtonState } from './WatchButton';

const meta = {
  title: 'Mine/WatchButton',
  component: WatchButton,
  args: {
    state: 'idle',
    currentPrice: 599_900,
    siteId: 3,
    collectionHref: '/mine/collection',
    onSave: fn(),
  },
  decorators: [withFrame],
  parameters: { frame: { maxWidth: 420, padding: 12 } },
} satisfies Meta<typeof WatchButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not saved: 收藏 saves at once (any drop alerts). */
export const NotSaved: Story = {
  play: async ({ canvas, args }) => {
    const save = canvas.getByRole('button', { name: '收藏' });
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledWith({ targetPrice: '', allStores: false });
    // No hover colour or focus ring left behind for the screenshot (its edge pixels vary).
    await userEvent.unhover(save);
    save.blur();
  },
};

/** 降价提醒 opens a target form under the buttons; Escape closes it and returns focus. */
export const TargetForm: Story = {
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('button', { name: '降价提醒' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const input = canvas.getByRole('textbox', { name: '目标价（元）' });
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.type(input, '5499');
    await userEvent.click(canvas.getByRole('button', { name: '收藏并提醒' }));
    await expect(args.onSave).toHaveBeenCalledWith({ targetPrice: '5499', allStores: false });
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('group', { name: '降价提醒' })).not.toBeInTheDocument();
    await expect(toggle).toHaveFocus();
  },
};

/** Other stores sell the same goods: the form offers 全网同款, ticked when the item has it. */
export const TargetFormAllStores: Story = {
  args: { state: 'saved', targetPrice: 550_000, allStores: true, otherStores: 3 },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '目标价 ¥5500.00' }));
    const allStores = canvas.getByRole('checkbox', { name: '全网同款一起提醒' });
    await expect(allStores).toBeChecked();
    await userEvent.click(allStores);
    await userEvent.click(allStores);
    await userEvent.click(canvas.getByRole('button', { name: '保存目标价' }));
    await expect(args.onSave).toHaveBeenCalledWith({ targetPrice: '5500', allStores: true });
  },
};

/** On its way: both buttons wait, a second press sends nothing. */
export const Saving: Story = {
  args: { state: 'saving' },
  play: async ({ canvas, args }) => {
    const main = canvas.getByRole('button', { name: '收藏中…' });
    await expect(main).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(main);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Saved with a target: 已收藏 leads to the collection, the target shows on its button. */
export const Saved: Story = {
  args: { state: 'saved', targetPrice: 549_900 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /^已收藏\s*，查看我的收藏$/ })).toHaveAttribute(
      'href',
      '/mine/collection',
    );
    await userEvent.click(canvas.getByRole('button', { name: '目标价 ¥5499.00' }));
    await expect(canvas.getByRole('textbox', { name: '目标价（元）' })).toHaveValue('5499');
    await expect(canvas.getByRole('button', { name: '保存目标价' })).toBeVisible();
  },
};

/** Saved for any drop (the 收藏 button's way): the second button says so. */
export const SavedAnyDrop: Story = {
  args: { state: 'saved', alert: 'drop' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /^已收藏/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '任意降价提醒' })).toBeVisible();
  },
};

/** Saved with a condition chosen in 我的收藏 (降幅达到 15%): the second button names it. */
export const SavedWithPercent: Story = {
  args: { state: 'saved', alert: 'percent', alertPercent: 15 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '降幅 15% 提醒' })).toBeVisible();
  },
};

/** Saved with 近 N 天最低 chosen in 我的收藏 (N = 30): the second button names the window. */
export const SavedWithLowestDays: Story = {
  args: { state: 'saved', alert: 'lowest_days', alertDays: 30 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '近 30 天最低提醒' })).toBeVisible();
  },
};

/** Saved with 涨价提醒 chosen in 我的收藏: the second button says so. */
export const SavedWithRise: Story = {
  args: { state: 'saved', alert: 'rise' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '涨价提醒' })).toBeVisible();
  },
};

/** A five-digit target in the price summary of a 320 px phone (256 px): it still fits whole. */
export const LongTargetNarrowest: Story = {
  args: { state: 'saved', alert: 'target', targetPrice: 1_299_900 },
  parameters: { frame: { maxWidth: 256, padding: 0 } },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: '目标价 ¥12999.00' });
    const words = within(toggle).getByText('目标价 ¥12999.00');
    await expect(words.scrollWidth).toBeLessThanOrEqual(words.clientWidth);
  },
};

/** The save failed: the server's line, and 收藏 can be pressed again. */
export const Failed: Story = {
  args: { state: 'error', error: '收藏已达上限（500 件），请先删除一些再添加' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('收藏已达上限');
    await expect(canvas.getByRole('button', { name: '收藏' })).toBeEnabled();
  },
};

/** A stand-in for the product page's store: the target must be below today's ¥5999.00. */
function WatchDemo() {
  const [state, setState] = useState<WatchButtonState>('idle');
  const [target, setTarget] = useState<number>();
  const [targetError, setTargetError] = useState<string | null>(null);
  return (
    <WatchButton
      state={state}
      targetPrice={target}
      currentPrice={599_900}
      siteId={3}
      targetError={targetError}
      collectionHref="/mine/collection"
      onSave={({ targetPrice }) => {
        const fen = targetPrice === '' ? undefined : Math.round(Number(targetPrice) * 100);
        if (fen !== undefined && !(fen > 0 && fen < 599_900)) {
          setTargetError('目标价需低于当前价 ¥5999.00');
          return;
        }
        setTargetError(null);
        setState('saving');
        setTimeout(() => {
          setTarget(fen);
          setState('saved');
        }, 50);
      }}
    />
  );
}

/** A refused target keeps the form open with its line; a good one saves and closes it. */
export const RefusedThenSaved: Story = {
  render: () => <WatchDemo />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '降价提醒' }));
    const input = canvas.getByRole('textbox', { name: '目标价（元）' });
    await userEvent.type(input, '6999');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('目标价需低于当前价');
    await userEvent.clear(input);
    await userEvent.type(input, '5000');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('link', { name: /已收藏/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '目标价 ¥5000.00' })).toHaveFocus();
  },
};
