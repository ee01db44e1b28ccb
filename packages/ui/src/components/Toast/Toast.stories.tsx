import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Toast } from './Toast';
import { withFrame } from '../../testing';

const meta = {
  title: 'Base/Toast',
  component: Toast,
  // Stories keep the toast on screen; the timing is covered by Toast.test.tsx.
  args: { children: '已加入收藏，降价时会提醒你', onClose: fn(), duration: 0 },
  decorators: [withFrame],
  parameters: { frame: { padding: 16 } },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Neutral news, announced politely; the close button removes it. */
export const Info: Story = {
  play: async ({ args, canvas }) => {
    const toast = canvas.getByRole('status');
    await expect(toast).toHaveTextContent('已加入收藏，降价时会提醒你');
    await userEvent.click(canvas.getByRole('button', { name: '关闭' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Something worked. */
export const Success: Story = {
  args: { variant: 'success', children: '密码修改成功' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveAttribute('data-variant', 'success');
  },
};

/** Something failed: an alert, announced at once. */
export const ErrorAlert: Story = {
  args: { variant: 'error', children: '网络异常，请稍后重试' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('网络异常，请稍后重试');
  },
};

/** A long message wraps inside the toast's width. */
export const LongMessage: Story = {
  args: {
    children:
      '价格保护申请已提交：商品在保价期内降价后，我们会自动比对订单价格并提醒你向商家申请差价补偿，处理结果将通过短信通知。',
  },
};

/** Floating at the top centre of the viewport, above everything else. */
export const Floating: Story = {
  args: { isFloating: true, variant: 'success', children: '登录成功' },
  decorators: [
    (Story) => (
      <div style={{ position: 'relative', height: 120, contain: 'layout' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const toast = canvas.getByRole('status');
    await expect(getComputedStyle(toast).position).toBe('fixed');
  },
};
