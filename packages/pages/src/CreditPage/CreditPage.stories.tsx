import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { minePage, visitorMinePage, withPage } from '../testing';
import { CreditPage } from './CreditPage';

const meta = {
  title: 'Pages/CreditPage',
  component: CreditPage,
  decorators: [withPage],
  parameters: { layout: 'fullscreen', page: minePage('/mine/credit') },
} satisfies Meta<typeof CreditPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The balance with 签到, how credits are earned, and the ledger. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: '积分余额' })).toHaveTextContent('39');
    await expect(canvas.getByRole('button', { name: '签到 +5' })).toBeVisible();
    await expect(canvas.getByText('每日签到，每天一次')).toBeVisible();
    await expect(canvas.getAllByText('每日签到')).toHaveLength(3);
    await expect(canvas.getByRole('heading', { name: '积分明细' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '导出 CSV' })).toHaveAttribute(
      'href',
      '/UserExtend/Export?format=csv&what=credits',
    );
  },
};

/** 签到: once, the balance grows and the button waits for tomorrow. */
export const CheckIn: Story = {
  play: async ({ canvas }) => {
    await userEvent.dblClick(await canvas.findByRole('button', { name: '签到 +5' }));
    await expect(await canvas.findByText('签到成功，积分 +5')).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: '积分余额' })).toHaveTextContent('44'),
    );
    await expect(canvas.getByRole('button', { name: '今日已签到' })).toBeVisible();
  },
};

/** Already checked in today. */
export const CheckedIn: Story = {
  parameters: { page: minePage('/mine/credit', { isCheckedInToday: true }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: '今日已签到' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** No credits yet. */
export const Empty: Story = {
  parameters: { page: minePage('/mine/credit', { credits: [] }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('还没有积分记录，签到即可获得积分。')).toBeVisible();
  },
};

/** The credits are being read. */
export const Loading: Story = {
  parameters: { page: minePage('/mine/credit', { delayMs: 600_000 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在读取…');
  },
};

/** The credits could not be read. */
export const Failed: Story = {
  parameters: { page: minePage('/mine/credit', { fail: { credits: 'network' } }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('网络异常');
  },
};

/** A visitor is sent to sign in first. */
export const SignedOut: Story = {
  parameters: { page: visitorMinePage('/mine/credit') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('已离开本页')).toBeVisible();
  },
};

/** On a 320 px phone nothing scrolls sideways. */
export const Phone320: Story = {
  render: () => (
    <div style={{ width: 320 }} data-testid="phone">
      <CreditPage />
    </div>
  ),
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: '签到 +5' });
    const phone = canvas.getByTestId('phone');
    await expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth);
  },
};
