import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from './Button';
import { withFrame } from '../../testing';

const meta = {
  title: 'Base/Button',
  component: Button,
  args: { children: '加入对比', onClick: fn() },
  decorators: [withFrame],
  parameters: { frame: { maxWidth: 400, padding: 16 } },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A quiet outlined button; a click reaches its handler. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: '加入对比' });
    await expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

/** The page's main action, in brand colour. */
export const Primary: Story = {
  args: { variant: 'primary', children: '开始对比' },
};

/** Beside a list row's content or a search field. */
export const Small: Story = {
  args: { size: 'small', children: '移除' },
};

/** Disabled: dimmed, and a click does nothing. */
export const Disabled: Story = {
  args: { variant: 'primary', disabled: true, children: '至少选择 2 件商品' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: '至少选择 2 件商品' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** A submit button of a form, when told so. */
export const Submit: Story = {
  args: { type: 'submit', size: 'small', children: '搜索' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '搜索' })).toHaveAttribute('type', 'submit');
  },
};
