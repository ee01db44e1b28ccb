import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { CARD_NOW, CARD_SITE } from '../../fixtures/cardFixtures';
import { CouponCard, type CouponStatus } from './CouponCard';
import { withFrame } from '../../testing';

const DAY = 86_400;

const meta = {
  title: 'Promotion/CouponCard',
  component: CouponCard,
  args: {
    id: 'coupon-618-jd-50',
    amount: 5_000,
    threshold: 29_900,
    siteId: CARD_SITE.jd,
    shopName: '美的京东自营旗舰店',
    startsAt: CARD_NOW - 17 * DAY,
    endsAt: CARD_NOW + 2 * DAY,
    onClaim: fn(),
  },
  decorators: [withFrame],
  parameters: { frame: { maxWidth: 420, padding: 12 } },
} satisfies Meta<typeof CouponCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Can be claimed: amount, threshold, validity, store, and a 领取 button. */
export const Available: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('满¥299减¥50')).toBeVisible();
    await expect(canvas.getByText('有效期 2024.06.01–06.20')).toBeVisible();
    await expect(canvas.getByText('京东 · 美的京东自营旗舰店')).toBeVisible();
    const claim = canvas.getByRole('button', { name: '领取' });
    await userEvent.click(claim);
    await expect(args.onClaim).toHaveBeenCalledWith({ id: 'coupon-618-jd-50' });
  },
};

/** The claim is being sent. */
export const Claiming: Story = {
  args: { isClaiming: true },
  play: async ({ canvas }) => {
    const claim = canvas.getByRole('button', { name: '领取中' });
    await expect(claim).toBeDisabled();
    await expect(claim).toHaveAttribute('aria-busy', 'true');
  },
};

/** Already claimed by this user. */
export const Claimed: Story = {
  args: { status: 'claimed' },
  play: async ({ canvas, args }) => {
    const claimed = canvas.getByRole('button', { name: '已领取' });
    await expect(claimed).toBeDisabled();
    await userEvent.click(claimed, { pointerEventsCheck: 0 });
    await expect(args.onClaim).not.toHaveBeenCalled();
  },
};

/** Past its end date: greyed out. */
export const Expired: Story = {
  args: {
    status: 'expired',
    startsAt: CARD_NOW - 40 * DAY,
    endsAt: CARD_NOW - 10 * DAY,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '已过期' })).toBeDisabled();
    await expect(canvas.getByText('有效期 2024.05.09–06.08')).toBeVisible();
  },
};

/** No minimum order. */
export const NoThreshold: Story = {
  args: { amount: 1_000, threshold: 0, siteId: CARD_SITE.tmall, shopName: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('无门槛')).toBeVisible();
    await expect(canvas.getByText('无门槛减¥10')).toBeVisible();
  },
};

function ClaimDemo(args: Meta<typeof CouponCard>['args']) {
  const [status, setStatus] = useState<CouponStatus>('available');
  return (
    <CouponCard
      id="coupon-618-jd-50"
      amount={5_000}
      threshold={29_900}
      siteId={CARD_SITE.jd}
      startsAt={CARD_NOW - DAY}
      endsAt={CARD_NOW + DAY}
      {...args}
      status={status}
      onClaim={(event) => {
        args?.onClaim?.(event);
        setStatus('claimed');
      }}
    />
  );
}

/** Claiming turns the button into 已领取. */
export const ClaimThenClaimed: Story = {
  render: (args) => <ClaimDemo {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '领取' }));
    await expect(args.onClaim).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByRole('button', { name: '已领取' })).toBeDisabled());
  },
};
