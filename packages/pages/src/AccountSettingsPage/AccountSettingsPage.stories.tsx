import { SAMPLE_USER } from '@pricetrail/services/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { USER_WITHOUT_PHONE, accountPage, withPage } from '../testing';
import { AccountSettingsPage } from './AccountSettingsPage';

/** The page in a positioned box its dialogs cover, so screenshots show them over the page. */
function StagedPage() {
  const [stage, setStage] = useState<HTMLDivElement | null>(null);
  return (
    <div ref={setStage} style={{ position: 'relative', minHeight: 720 }}>
      {stage && <AccountSettingsPage dialogContainer={stage} />}
    </div>
  );
}

const meta = {
  title: 'Pages/AccountSettingsPage',
  component: AccountSettingsPage,
  render: () => <StagedPage />,
  decorators: [withPage],
  parameters: { layout: 'fullscreen', page: accountPage('/mine/setting') },
} satisfies Meta<typeof AccountSettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const WITH_NEW_PHONE = {
  ...USER_WITHOUT_PHONE,
  unions: [...USER_WITHOUT_PHONE.unions, { utype: 4, unick: '139*****678', status: '1' }],
};

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** The dialog named `name`, once open. */
async function dialogNamed(canvas: Canvas, name: string) {
  return within(await canvas.findByRole('dialog', { name }));
}

/** A signed-in user: masked phone, e-mail, WeChat bound, QQ bindable, Weibo not open yet. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('价迹用户')).toBeVisible();
    await expect(canvas.getByText('138*****678')).toBeVisible();
    await expect(canvas.getByText('shopper@example.com')).toBeVisible();
    await expect(canvas.getByText('微信用户')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '绑定QQ' })).toBeVisible();
    await waitFor(() => expect(canvas.getByText('暂未开通')).toBeVisible());
    await expect(canvas.getByRole('link', { name: '修改密码' })).toHaveAttribute(
      'href',
      '/mine/setting_password',
    );
  },
};

/** 外观: 跟随系统 until the shopper picks 深色, which the page keeps for this device. */
export const ChooseDark: Story = {
  play: async ({ canvas }) => {
    const scheme = await canvas.findByRole('group', { name: '配色' });
    await expect(within(scheme).getByRole('radio', { name: '跟随系统' })).toBeChecked();
    await userEvent.click(within(scheme).getByRole('radio', { name: '深色' }));
    await expect(within(scheme).getByRole('radio', { name: '深色' })).toBeChecked();
  },
};

/** The user is being read. */
export const Loading: Story = {
  parameters: { page: accountPage('/mine/setting', { delayMs: 600_000 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在读取账号信息…');
  },
};

/** The user could not be read: the message and a retry. */
export const Failed: Story = {
  parameters: { page: accountPage('/mine/setting', { user: 'fail' }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('网络异常');
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};

/** A visitor is sent to /user_login?from=/mine/setting. */
export const SignedOut: Story = {
  parameters: { page: accountPage('/mine/setting', { user: null }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('已离开本页')).toBeVisible();
  },
};

/** Signed in with WeChat only: no phone, no e-mail, no password yet. */
export const NothingBound: Story = {
  parameters: { page: accountPage('/mine/setting', { user: USER_WITHOUT_PHONE }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: '绑定手机' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '绑定邮箱' })).toBeVisible();
    await expect(canvas.getAllByText('未绑定').length).toBeGreaterThanOrEqual(2);
    await expect(canvas.getByText('未设置')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '设置密码' })).toHaveAttribute(
      'href',
      '/mine/setting_password',
    );
  },
};

/** The nickname is edited in place and saved. */
export const NicknameSaved: Story = {
  parameters: {
    page: accountPage('/mine/setting', {
      modify: { code: 1, msg: '修改成功', data: { ...SAMPLE_USER, nickname: '小明爱比价' } },
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '修改昵称' }));
    const input = canvas.getByRole('textbox', { name: '新昵称' });
    await userEvent.clear(input);
    await userEvent.type(input, '小明爱比价');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('修改成功');
    await expect(canvas.getByText('小明爱比价')).toBeVisible();
  },
};

/** The server refuses the nickname: its line under the editor. */
export const NicknameRefused: Story = {
  parameters: {
    page: accountPage('/mine/setting', {
      modify: { code: 0, msg: '昵称需为 1–20 个字符，且只含文字、数字和 _ - · .' },
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '修改昵称' }));
    await userEvent.type(canvas.getByRole('textbox', { name: '新昵称' }), '<script>');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('昵称需为 1–20 个字符');
  },
};

/** An e-mail that is not one is refused before it is sent. */
export const EmailInvalid: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '修改邮箱' }));
    const input = canvas.getByRole('textbox', { name: '新邮箱' });
    await userEvent.clear(input);
    await userEvent.type(input, 'shopper@');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('请输入正确的邮箱地址');
  },
};

/** Spec 'mine_setting_phone' (`?view=phone`): a first phone is bound with an SMS code. */
export const BindPhone: Story = {
  parameters: {
    page: accountPage('/mine/setting?view=phone', {
      user: USER_WITHOUT_PHONE,
      modify: { code: 1, msg: '修改成功', data: WITH_NEW_PHONE },
    }),
  },
  play: async ({ canvas }) => {
    const dialog = await dialogNamed(canvas, '绑定手机');
    await userEvent.type(dialog.getByRole('textbox', { name: '手机号' }), '13912345678');
    await userEvent.click(dialog.getByRole('button', { name: '发送验证码' }));
    await dialog.findByRole('button', { name: /秒后重发/ });
    await userEvent.type(dialog.getByRole('textbox', { name: '验证码' }), '123456');
    await userEvent.click(dialog.getByRole('button', { name: '确认绑定' }));
    await expect(await dialog.findByRole('status')).toHaveTextContent('手机号已绑定为 139*****678');
  },
};

/** Changing phones needs a code to the current phone and one to the new phone. */
export const ChangePhone: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '更换手机' }));
    const dialog = await dialogNamed(canvas, '更换手机');
    await expect(dialog.getByRole('textbox', { name: '当前手机号' })).toHaveAttribute(
      'placeholder',
      '请输入 138*****678 的完整号码',
    );
    await userEvent.click(dialog.getByRole('button', { name: '确认更换' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('请输入正确的手机号码');
  },
};

/** 注销账号 asks first and says what is deleted. */
export const DisposeConfirm: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '注销账号' }));
    const dialog = await dialogNamed(canvas, '注销账号');
    await expect(dialog.getByText(/全部数据将被永久删除/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: '确认注销' })).toBeVisible();
  },
};

/** The server refuses the deletion: its line in the dialog, the account stays. */
export const DisposeRefused: Story = {
  parameters: {
    page: accountPage('/mine/setting', { dispose: { code: 0, msg: '请确认注销账号' } }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '注销账号' }));
    const dialog = await dialogNamed(canvas, '注销账号');
    await userEvent.click(dialog.getByRole('button', { name: '确认注销' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('请确认注销账号');
  },
};

/** Once deleted, the page leaves for /home signed out. */
export const Disposed: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '注销账号' }));
    const dialog = await dialogNamed(canvas, '注销账号');
    await userEvent.click(dialog.getByRole('button', { name: '确认注销' }));
    await expect(await canvas.findByText('已离开本页')).toBeVisible();
  },
};
