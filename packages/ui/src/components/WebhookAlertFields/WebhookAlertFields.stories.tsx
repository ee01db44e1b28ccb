import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { withFrame } from '../../testing';
import { WebhookAlertFields } from './WebhookAlertFields';

const meta = {
  title: 'Mine/WebhookAlertFields',
  component: WebhookAlertFields,
  args: {
    url: 'https://ntfy.sh/pricetrail-xiaoming',
    preset: 'ntfy',
    presets: [
      { value: 'json', label: '通用 JSON', example: 'https://你的服务/hook' },
      { value: 'ntfy', label: 'ntfy', example: 'https://ntfy.sh/你的主题' },
      { value: 'bark', label: 'Bark', example: 'https://api.day.app/你的设备key' },
      {
        value: 'serverchan',
        label: 'Server酱',
        example: 'https://sctapi.ftqq.com/你的SendKey.send',
      },
      {
        value: 'dingtalk',
        label: '钉钉机器人',
        example: 'https://oapi.dingtalk.com/robot/send?access_token=…',
      },
      {
        value: 'feishu',
        label: '飞书机器人',
        example: 'https://open.feishu.cn/open-apis/bot/v2/hook/…',
      },
    ],
    secret: 'whsec_3f9a1c7e5b2d4068',
    onSave: fn(),
    onCopySecret: fn(),
  },
  decorators: [withFrame],
  parameters: { frame: { maxWidth: 640, padding: 12 } },
} satisfies Meta<typeof WebhookAlertFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An address and its shape; another shape is chosen and saved; the secret is copied. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('combobox', { name: '消息格式' })).toHaveValue('ntfy');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '消息格式' }), 'Bark');
    const url = canvas.getByRole('textbox', { name: '接收地址' });
    await userEvent.clear(url);
    await userEvent.type(url, 'https://api.day.app/KEY/');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      url: 'https://api.day.app/KEY/',
      preset: 'bark',
    });
    await expect(canvas.getByRole('textbox', { name: '签名密钥' })).toHaveValue(args.secret);
    await userEvent.click(canvas.getByRole('button', { name: '复制' }));
    await expect(args.onCopySecret).toHaveBeenCalledOnce();
  },
};

/** No address yet: the placeholder shows what one looks like in the format chosen. */
export const Empty: Story = {
  args: { url: null, preset: 'json' },
  play: async ({ canvas, userEvent }) => {
    const url = canvas.getByRole('textbox', { name: '接收地址' });
    await expect(url).toHaveAttribute('placeholder', 'https://你的服务/hook');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '消息格式' }), 'Bark');
    await expect(url).toHaveAttribute('placeholder', 'https://api.day.app/你的设备key');
  },
};

/** The caller refused the address: the line is tied to the field. */
export const Invalid: Story = {
  args: { error: '请输入以 http:// 或 https:// 开头的地址' },
  play: async ({ canvas }) => {
    const url = canvas.getByRole('textbox', { name: '接收地址' });
    await expect(url).toHaveAttribute('aria-invalid', 'true');
    await expect(url).toHaveAccessibleDescription(/请输入以 http:\/\/ 或 https:\/\/ 开头的地址/);
  },
};

/** A save on its way, and the secret just copied. */
export const SavingCopied: Story = {
  args: { isSaving: true, isSecretCopied: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '保存中…' }));
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: '已复制' })).toBeVisible();
  },
};
