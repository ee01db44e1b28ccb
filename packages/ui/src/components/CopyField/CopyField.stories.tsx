import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { withFrame } from '../../testing';
import { CopyField } from './CopyField';

const FEED = 'https://www.pricetrail.cn/UserNotice/Feed/rss_9c1e7b3a52f04d68.xml';

const meta = {
  title: 'Base/CopyField',
  component: CopyField,
  args: {
    label: 'RSS 地址',
    value: FEED,
    onCopy: fn(),
  },
  decorators: [withFrame],
  parameters: { frame: { maxWidth: 480, padding: 12 } },
} satisfies Meta<typeof CopyField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The value read-only beside 复制; the button tells the caller. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'RSS 地址' });
    await expect(input).toHaveAttribute('readonly');
    await expect(input).toHaveValue(args.value);
    await userEvent.click(canvas.getByRole('button', { name: '复制' }));
    await expect(args.onCopy).toHaveBeenCalledOnce();
  },
};

/** Just copied: the button says so. */
export const Copied: Story = {
  args: { isCopied: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '已复制' })).toBeVisible();
  },
};

function CopyDemo() {
  const [isCopied, setIsCopied] = useState(false);
  return (
    <CopyField label="RSS 地址" value={FEED} isCopied={isCopied} onCopy={() => setIsCopied(true)} />
  );
}

/** A long value stays on one line at 320 px, cut with an ellipsis; focusing it selects it. */
export const Narrow: Story = {
  parameters: { frame: { width: 320, padding: 0 } },
  render: () => <CopyDemo />,
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'RSS 地址' });
    await userEvent.click(input);
    await expect(input).toHaveProperty('selectionEnd', FEED.length);
    await userEvent.click(canvas.getByRole('button', { name: '复制' }));
    await expect(canvas.getByRole('button', { name: '已复制' })).toBeVisible();
    const frame = canvasElement.firstElementChild as HTMLElement;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};
