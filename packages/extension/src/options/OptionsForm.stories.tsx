import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { STORAGE_KEYS } from '../background/settings';
import { memoryArea } from '../testing/memoryArea';
import { MSG_BAD_ORIGIN } from './checkServerOrigin';
import { OptionsForm } from './OptionsForm';
import { MSG_ACCESS_REFUSED } from './useOptionsForm';

const SAVED_ORIGIN = 'http://localhost:8080';

/** Props over fresh memory storage holding `SAVED_ORIGIN`; access is granted unless `isRefused`. */
function fixture(isRefused = false) {
  const storage = memoryArea({ [STORAGE_KEYS.serverOrigin]: SAVED_ORIGIN });
  return { storage, requestAccess: fn(() => Promise.resolve(!isRefused)) };
}

const meta = {
  title: 'Extension/OptionsForm',
  component: OptionsForm,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof OptionsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const saving = fixture();

/** Every setting at its default; changes are stored by 保存, which says 已保存. */
export const Default: Story = {
  args: saving,
  beforeEach: () => {
    saving.storage.reset();
    saving.requestAccess.mockClear();
  },
  play: async ({ canvas, args }) => {
    const origin = await canvas.findByRole('textbox', { name: '服务器地址' });
    await expect(origin).toHaveValue(SAVED_ORIGIN);
    await expect(canvas.getByRole('switch', { name: '回传看到的价格' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '商品价格下方' })).toBeChecked();

    await userEvent.clear(origin);
    await userEvent.type(origin, 'https://prices.example.com/');
    await userEvent.click(canvas.getByRole('switch', { name: '显示顶部优惠条' }));
    await userEvent.click(canvas.getByRole('radio', { name: '页面右下角（悬浮）' }));
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));

    await expect(await canvas.findByText('已保存')).toBeVisible();
    await expect(args.requestAccess).toHaveBeenCalledWith('https://prices.example.com');
    await expect(origin).toHaveValue('https://prices.example.com');
    await waitFor(() =>
      expect(Object.fromEntries(saving.storage.values)).toMatchObject({
        [STORAGE_KEYS.serverOrigin]: 'https://prices.example.com',
        [STORAGE_KEYS.topBar]: false,
        [STORAGE_KEYS.miniBarPosition]: 'floating',
        [STORAGE_KEYS.contributing]: true,
      }),
    );
  },
};

const invalid = fixture();

/** A server address that is not an http(s) origin: a Chinese error on the field, nothing stored. */
export const InvalidOrigin: Story = {
  args: invalid,
  play: async ({ canvas, args }) => {
    const origin = await canvas.findByRole('textbox', { name: '服务器地址' });
    await userEvent.clear(origin);
    await userEvent.type(origin, 'prices.example.com/app{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(MSG_BAD_ORIGIN);
    await expect(origin).toHaveAttribute('aria-invalid', 'true');
    await expect(origin).toHaveAccessibleDescription(expect.stringContaining(MSG_BAD_ORIGIN));
    await expect(canvas.queryByText('已保存')).not.toBeInTheDocument();
    await expect(args.requestAccess).not.toHaveBeenCalled();
    await expect(invalid.storage.values.get(STORAGE_KEYS.serverOrigin)).toBe(SAVED_ORIGIN);
  },
};

const refused = fixture(true);

/** The shopper refuses access to the new server: nothing is stored, and the page says why. */
export const AccessRefused: Story = {
  args: refused,
  play: async ({ canvas }) => {
    const origin = await canvas.findByRole('textbox', { name: '服务器地址' });
    await userEvent.clear(origin);
    await userEvent.type(origin, 'https://prices.example.com');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(MSG_ACCESS_REFUSED);
    await expect(refused.storage.values.get(STORAGE_KEYS.serverOrigin)).toBe(SAVED_ORIGIN);
  },
};
