import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { withFrame } from '../../testing';
import { ColourSchemeField } from './ColourSchemeField';

const meta = {
  title: 'Mine/ColourSchemeField',
  component: ColourSchemeField,
  args: { value: 'system', onChange: fn() },
  decorators: [withFrame],
  parameters: { frame: { maxWidth: 360, padding: 12 } },
} satisfies Meta<typeof ColourSchemeField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 跟随系统, the default; the arrow keys move the choice as in any radio group. */
export const FollowsSystem: Story = {
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('group', { name: '配色' });
    await expect(group).toHaveAccessibleDescription(/只保存在这台设备上/);
    await expect(canvas.getByRole('radio', { name: '跟随系统' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: '跟随系统' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ choice: 'light' });
  },
};

/** 浅色 chosen. */
export const Light: Story = {
  args: { value: 'light' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radio', { name: '浅色' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: '深色' }));
    await expect(args.onChange).toHaveBeenCalledWith({ choice: 'dark' });
  },
};

/** 深色 chosen, shown in the dark scheme it chose. */
export const Dark: Story = {
  args: { value: 'dark' },
  parameters: { colourScheme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: '深色' })).toBeChecked();
  },
};
