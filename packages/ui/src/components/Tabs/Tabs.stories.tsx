import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs, type TabItem, type TabsProps } from './Tabs';
import { withFrame } from '../../testing';

type LoginTab = 1 | 2 | 3;

const LOGIN_TABS: readonly TabItem<LoginTab>[] = [
  { value: 1, label: '手机快捷登录' },
  { value: 2, label: '账号密码登录' },
  { value: 3, label: '扫码登录' },
];

const PANEL_TEXT: Record<LoginTab, string> = {
  1: '输入手机号和短信验证码即可登录，未注册的手机号将自动注册。',
  2: '使用已绑定的手机号或邮箱和密码登录。',
  3: '打开价迹App，扫描二维码登录。',
};

/** Holds the selected tab the way a page would, reporting each change to the story's spy. */
function StatefulTabs(args: TabsProps<LoginTab>) {
  const [value, setValue] = useState(args.value);
  return (
    <Tabs
      {...args}
      value={value}
      onChange={(change) => {
        args.onChange(change);
        setValue(change.value);
      }}
    >
      <p style={{ margin: 0 }}>{PANEL_TEXT[value]}</p>
    </Tabs>
  );
}

const meta = {
  title: 'Base/Tabs',
  component: Tabs<LoginTab>,
  args: { items: LOGIN_TABS, value: 1, onChange: fn(), label: '登录方式' },
  render: (args) => <StatefulTabs {...args} />,
  decorators: [withFrame],
  parameters: { frame: { maxWidth: 400, padding: 16 } },
} satisfies Meta<typeof Tabs<LoginTab>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first tab selected; a click on another title selects it and shows its panel. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('tablist', { name: '登录方式' })).toBeInTheDocument();
    await expect(canvas.getByRole('tabpanel', { name: '手机快捷登录' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('tab', { name: '扫码登录' }));
    await expect(args.onChange).toHaveBeenCalledWith({ value: 3 });
    await expect(canvas.getByRole('tab', { name: '扫码登录' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel', { name: '扫码登录' })).toHaveTextContent(
      '打开价迹App，扫描二维码登录。',
    );
  },
};

/** Arrow keys move and select (wrapping around); Home and End jump to the ends; Tab leaves. */
export const KeyboardNavigation: Story = {
  args: { value: 2 },
  play: async ({ args, canvas }) => {
    const tab = (name: string) => canvas.getByRole('tab', { name });
    await userEvent.tab();
    await expect(tab('账号密码登录')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab('扫码登录')).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith({ value: 3 });
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab('手机快捷登录')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tab('扫码登录')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(tab('手机快捷登录')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect(tab('扫码登录')).toHaveAttribute('aria-selected', 'true');
    await expect(args.onChange).toHaveBeenCalledTimes(5);
    await expect(tab('手机快捷登录')).toHaveAttribute('tabindex', '-1');
  },
};

/** Locked while the inline captcha is shown: the other titles cannot be chosen. */
export const Locked: Story = {
  args: { isLocked: true },
  play: async ({ args, canvas }) => {
    const other = canvas.getByRole('tab', { name: '账号密码登录' });
    await expect(other).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(other);
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('tab', { name: '手机快捷登录' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** Behaviour.md §9: on Chrome/Chromium older than 84 every tab item gets a 50 px right margin. */
export const LegacyMargin: Story = {
  args: { hasLegacyMargin: true },
  play: async ({ canvas }) => {
    const tablist = canvas.getByRole('tablist');
    await expect(tablist).toHaveAttribute('data-legacy-margin');
    for (const tab of within(tablist).getAllByRole('tab')) {
      await expect(getComputedStyle(tab).marginRight).toBe('50px');
    }
  },
};
