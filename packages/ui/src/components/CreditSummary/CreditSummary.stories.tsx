import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { withFrame } from '../../testing';
import { CreditSummary } from './CreditSummary';

const meta = {
  title: 'Mine/CreditSummary',
  component: CreditSummary,
  args: { balance: 39, isCheckedIn: false, checkInAmount: 5, onCheckIn: fn() },
  decorators: [withFrame],
  parameters: { frame: { maxWidth: 560, padding: 12 } },
} satisfies Meta<typeof CreditSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not checked in today: the button says what it earns. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('region', { name: '积分余额' })).toHaveTextContent('39');
    await userEvent.click(canvas.getByRole('button', { name: '签到 +5' }));
    await expect(args.onCheckIn).toHaveBeenCalledTimes(1);
  },
};

/** The check-in is on its way: pressing again sends nothing. */
export const CheckingIn: Story = {
  args: { isCheckingIn: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '签到中…' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onCheckIn).not.toHaveBeenCalled();
  },
};

/** Checked in: the outcome is announced and the button waits for tomorrow. */
export const CheckedIn: Story = {
  args: {
    balance: 44,
    isCheckedIn: true,
    message: { tone: 'success', text: '签到成功，积分 +5' },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('签到成功，积分 +5');
    await userEvent.click(canvas.getByRole('button', { name: '今日已签到' }));
    await expect(args.onCheckIn).not.toHaveBeenCalled();
  },
};

/** The server refused (another tab was first): its line. */
export const Refused: Story = {
  args: { isCheckedIn: true, message: { tone: 'error', text: '今日已签到' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('今日已签到');
  },
};

/** A large balance is written with 万. */
export const LargeBalance: Story = {
  args: { balance: 123_456 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('12.35万')).toBeVisible();
  },
};

function CheckInDemo() {
  const [balance, setBalance] = useState(39);
  const [isCheckedIn, setIsCheckedIn] = useState(false);
  return (
    <CreditSummary
      balance={balance}
      isCheckedIn={isCheckedIn}
      checkInAmount={5}
      message={isCheckedIn ? { tone: 'success', text: '签到成功，积分 +5' } : null}
      onCheckIn={() => {
        setBalance((value) => value + 5);
        setIsCheckedIn(true);
      }}
    />
  );
}

/** A double click checks in once. */
export const DoubleClick: Story = {
  render: () => <CheckInDemo />,
  play: async ({ canvas }) => {
    await userEvent.dblClick(canvas.getByRole('button', { name: '签到 +5' }));
    await expect(canvas.getByText('44')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '今日已签到' })).toBeVisible();
  },
};
