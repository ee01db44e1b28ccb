import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { withFrame } from '../../testing';
import { AlertScheduleForm } from './AlertScheduleForm';

const meta = {
  title: 'Mine/AlertScheduleForm',
  component: AlertScheduleForm,
  args: { dailyCap: 20, quietHours: { start: '23:00', end: '07:30' }, onSave: fn() },
  decorators: [withFrame],
  parameters: { frame: { maxWidth: 600, padding: 12 } },
} satisfies Meta<typeof AlertScheduleForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The cap and quiet hours set; a new cap is saved with them. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('checkbox', { name: '免打扰时段' })).toBeChecked();
    await expect(canvas.getByLabelText('开始')).toHaveValue('23:00');
    const cap = canvas.getByRole('textbox', { name: '每天最多提醒' });
    await userEvent.clear(cap);
    await userEvent.type(cap, '30');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      dailyCap: '30',
      quietStart: '23:00',
      quietEnd: '07:30',
    });
  },
};

/** No quiet hours: the times show only once the box is ticked, with a sensible night. */
export const NoQuietHours: Story = {
  args: { quietHours: null },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByLabelText('开始')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenLastCalledWith({
      dailyCap: '20',
      quietStart: '',
      quietEnd: '',
    });
    await userEvent.click(canvas.getByRole('checkbox', { name: '免打扰时段' }));
    await expect(canvas.getByLabelText('结束')).toHaveValue('08:00');
  },
};

/** The caller refused the cap: the line is tied to it. */
export const CapRefused: Story = {
  args: { note: { tone: 'error', text: '每日上限请填写 1–100 之间的整数', field: 'dailyCap' } },
  play: async ({ canvas }) => {
    const cap = canvas.getByRole('textbox', { name: '每天最多提醒' });
    await expect(cap).toHaveAttribute('aria-invalid', 'true');
    await expect(cap).toHaveAccessibleDescription(/每日上限请填写 1–100 之间的整数/);
  },
};

/** The caller refused the quiet hours: the end is marked. */
export const QuietRefused: Story = {
  args: { note: { tone: 'error', text: '开始和结束时间不能相同', field: 'quietEnd' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('结束')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent('开始和结束时间不能相同');
  },
};

/** Saving, then saved. */
export const Saving: Story = {
  args: { isSaving: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '保存中…' }));
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Saved: the line is announced politely. */
export const Saved: Story = {
  args: { note: { tone: 'success', text: '已保存' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('已保存');
  },
};
