import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withFrame } from '../../testing';
import { TargetPriceForm } from './TargetPriceForm';

const meta = {
  title: 'Mine/TargetPriceForm',
  component: TargetPriceForm,
  args: { currentPrice: 459_900, siteId: 3, onSave: fn(), onCancel: fn() },
  decorators: [withFrame],
  parameters: { frame: { maxWidth: 360, padding: 12 } },
} satisfies Meta<typeof TargetPriceForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An empty target with today's price in the hint; what is typed is passed on as typed. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: '目标价（元）' });
    await expect(input).toHaveAccessibleDescription(/当前价 ¥4599\.00，目标价需更低/);
    await userEvent.type(input, '4299.5');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith({
      alert: 'target',
      targetPrice: '4299.5',
      alertPercent: '',
      alertDays: '',
      alertIntervalHours: '',
      allStores: false,
      group: '',
    });
    await userEvent.click(canvas.getByRole('button', { name: '取消' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

/** Editing a saved item: its target and group, with the shopper's groups to pick from. */
export const WithGroup: Story = {
  args: { defaultTargetPrice: '4000', defaultGroup: '手机', groups: ['手机', '家电'] },
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('combobox', { name: '分组（可选）' });
    await expect(group).toHaveValue('手机');
    await userEvent.clear(group);
    await userEvent.type(group, '送礼');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      alert: 'target',
      targetPrice: '4000',
      alertPercent: '',
      alertDays: '',
      alertIntervalHours: '',
      allStores: false,
      group: '送礼',
    });
  },
};

/** The caller refused the target: the line is tied to the input. */
export const Refused: Story = {
  args: { defaultTargetPrice: '4599', error: '目标价需低于当前价 ¥4599.00' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: '目标价（元）' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/目标价需低于当前价 ¥4599\.00/);
    await expect(canvas.getByRole('alert')).toHaveTextContent('目标价需低于当前价');
  },
};

/** Other stores sell the same goods: 全网同款 counts their prices too, passed on when ticked. */
export const AllStores: Story = {
  args: { defaultTargetPrice: '4299', otherStores: 2 },
  play: async ({ canvas, args }) => {
    const allStores = canvas.getByRole('checkbox', { name: '全网同款一起提醒' });
    await expect(allStores).not.toBeChecked();
    await expect(allStores).toHaveAccessibleDescription(
      '其他商城还有 2 个同款，按所有同款里最低的到手价提醒',
    );
    await userEvent.click(allStores);
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ targetPrice: '4299', allStores: true }),
    );
  },
};

/** A save is on its way: another press sends nothing. */
export const Busy: Story = {
  args: { isBusy: true, submitLabel: '开启提醒', onCancel: undefined },
  play: async ({ canvas, args }) => {
    const submit = canvas.getByRole('button', { name: '开启提醒' });
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(submit);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** No price known today: the hint only says an empty target means any drop. */
export const NoCurrentPrice: Story = {
  args: { currentPrice: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('留空则任何降价都会提醒')).toBeVisible();
  },
};

/** With the condition choice: 任意降价 chosen; no target asked for; the group goes along. */
export const Conditions: Story = {
  args: { defaultAlert: 'drop', groups: ['手机', '家电'], defaultGroup: '手机' },
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('group', { name: '提醒条件' });
    await expect(within(group).getAllByRole('radio')).toHaveLength(8);
    await expect(canvas.getByRole('radio', { name: '任意降价' })).toBeChecked();
    await expect(canvas.queryByRole('textbox', { name: '目标价（元）' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      alert: 'drop',
      targetPrice: '',
      alertPercent: '',
      alertDays: '',
      alertIntervalHours: '',
      allStores: false,
      group: '手机',
    });
  },
};

/** 低于目标价 opens the target field under it, with today's price in its hint. */
export const TargetCondition: Story = {
  args: { defaultAlert: 'drop' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '低于目标价' }));
    const input = canvas.getByRole('textbox', { name: '目标价（元）' });
    await expect(input).toHaveAccessibleDescription('当前价 ¥4599.00，目标价需更低');
    await userEvent.type(input, '4299');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith({
      alert: 'target',
      targetPrice: '4299',
      alertPercent: '',
      alertDays: '',
      alertIntervalHours: '',
      allStores: false,
      group: '',
    });
  },
};

/** 降幅达到 N%, chosen with the arrow keys: the percentage field under it. */
export const PercentCondition: Story = {
  args: { defaultAlert: 'target', defaultTargetPrice: '4000' },
  play: async ({ canvas, args }) => {
    canvas.getByRole('radio', { name: '低于目标价' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: '降幅达到 N%' })).toBeChecked();
    await userEvent.type(canvas.getByRole('textbox', { name: '降幅（%）' }), '15');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      alert: 'percent',
      targetPrice: '4000',
      alertPercent: '15',
      alertDays: '',
      alertIntervalHours: '',
      allStores: false,
      group: '',
    });
  },
};

/** The caller refused the percentage: the line is tied to the percentage field. */
export const PercentRefused: Story = {
  args: {
    defaultAlert: 'percent',
    defaultAlertPercent: '95',
    error: '降幅请填写 1–90 之间的整数',
    errorField: 'alertPercent',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: '降幅（%）' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      '比收藏时的价格降了这么多就提醒 降幅请填写 1–90 之间的整数',
    );
  },
};

/** 低于目标价 chosen without a target: the caller's line under the target field. */
export const TargetRequired: Story = {
  args: { defaultAlert: 'target', error: '请填写目标价' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '目标价（元）' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent('请填写目标价');
  },
};

/** 涨价提醒 needs no figure; the quiet interval under the choice goes along, and 不提醒 hides it. */
export const RiseCondition: Story = {
  args: { defaultAlert: 'drop' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '不提醒' }));
    await expect(
      canvas.queryByRole('textbox', { name: '提醒间隔（可选）' }),
    ).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: '涨价提醒' }));
    const interval = canvas.getByRole('textbox', { name: '提醒间隔（可选）' });
    await expect(interval).toHaveAccessibleDescription('同一条件在这么多小时内最多提醒一次');
    await userEvent.type(interval, '24');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      alert: 'rise',
      targetPrice: '',
      alertPercent: '',
      alertDays: '',
      alertIntervalHours: '24',
      allStores: false,
      group: '',
    });
  },
};

/** 到货提醒: alerts when the product comes back after 无货; it needs no figure, only the interval. */
export const RestockCondition: Story = {
  args: { defaultAlert: 'drop' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '到货提醒' }));
    await expect(canvas.getByRole('radio', { name: '到货提醒' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: '提醒间隔（可选）' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      alert: 'restock',
      targetPrice: '',
      alertPercent: '',
      alertDays: '',
      alertIntervalHours: '',
      allStores: false,
      group: '',
    });
  },
};

/** 近 N 天最低 opens the N field under it; an interval already set stays as it was. */
export const LowestDaysCondition: Story = {
  args: { defaultAlert: 'lowest', defaultAlertIntervalHours: '12' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '近 N 天最低' }));
    const days = canvas.getByRole('textbox', { name: '天数 N' });
    await expect(days).toHaveAccessibleDescription('价格到了近 N 天里的最低价就提醒');
    await userEvent.type(days, '30');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      alert: 'lowest_days',
      targetPrice: '',
      alertPercent: '',
      alertDays: '30',
      alertIntervalHours: '12',
      allStores: false,
      group: '',
    });
  },
};

/** The caller refused N: the line is tied to the N field. */
export const LowestDaysRefused: Story = {
  args: {
    defaultAlert: 'lowest_days',
    defaultAlertDays: '400',
    error: '天数请填写 7–365 之间的整数',
    errorField: 'alertDays',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: '天数 N' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      '价格到了近 N 天里的最低价就提醒 天数请填写 7–365 之间的整数',
    );
  },
};

/** The caller refused the interval: the line is tied to the interval field. */
export const IntervalRefused: Story = {
  args: {
    defaultAlert: 'rise',
    defaultAlertIntervalHours: '0',
    error: '提醒间隔请填写 1–720 之间的整数（小时），或留空不限',
    errorField: 'alertIntervalHours',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: '提醒间隔（可选）' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent('提醒间隔请填写 1–720 之间的整数');
  },
};
