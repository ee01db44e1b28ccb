import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { SearchBox } from './SearchBox';
import { withFrame } from '../../testing';

const SHARE_TEXT =
  '【京东】https://item.m.jd.com/product/100012043978.html「华为 Mate 60」点击链接直接打开';
const PLACEHOLDER = '粘贴京东、天猫、淘宝、拼多多商品链接或输入关键词';

const meta = {
  title: 'Search/SearchBox',
  component: SearchBox,
  args: { onSubmit: fn(), onQueryChange: fn() },
  decorators: [withFrame],
  parameters: { frame: { maxWidth: 720, padding: 16 } },
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A story's `beforeEach`: the clipboard answers `readText` with `read` (the system clipboard is
 * the phone's, outside the page), and the browser's own comes back afterwards.
 */
function clipboardAnswering(read: () => Promise<string>) {
  return () => {
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { readText: read },
    });
    return () => {
      delete (navigator as { clipboard?: Clipboard }).clipboard;
    };
  };
}

/** The home page hero: pasting app share text searches at once, with the whole text as query. */
export const LargePasteSubmits: Story = {
  args: { size: 'large' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: '商品链接或关键词' });
    await expect(input).toHaveAttribute('placeholder', PLACEHOLDER);
    await expect(canvas.getByRole('search')).toBeVisible();
    await userEvent.click(input);
    await userEvent.paste(SHARE_TEXT);
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({ query: SHARE_TEXT, source: 'paste' });
    await expect(input).toHaveValue(SHARE_TEXT);
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ query: SHARE_TEXT });
  },
};

/** On a phone an empty box offers 粘贴: a tap reads the copied share text and searches at once. */
export const PasteButtonOnPhone: Story = {
  args: { size: 'large' },
  parameters: { touch: true },
  beforeEach: clipboardAnswering(() => Promise.resolve(`  ${SHARE_TEXT}\n`)),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '粘贴' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ query: SHARE_TEXT, source: 'paste' });
    await expect(canvas.getByRole('textbox', { name: '商品链接或关键词' })).toHaveValue(SHARE_TEXT);
    await expect(canvas.queryByRole('button', { name: '粘贴' })).toBeNull();
  },
};

/** The browser refused the clipboard: the box says how to paste by hand, in Chinese. */
export const PasteButtonRefused: Story = {
  parameters: { touch: true },
  beforeEach: clipboardAnswering(() =>
    Promise.reject(new DOMException('denied', 'NotAllowedError')),
  ),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '粘贴' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '浏览器没有允许读取剪贴板，请长按输入框，选择「粘贴」',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Typing clears the message.
    await userEvent.type(canvas.getByRole('textbox', { name: '商品链接或关键词' }), '手机');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Nothing copied yet: the box says where to copy a link from. */
export const PasteButtonEmptyClipboard: Story = {
  parameters: { touch: true },
  beforeEach: clipboardAnswering(() => Promise.resolve('')),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '粘贴' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('剪贴板里没有文字');
  },
};

/** The header variant, empty: searching nothing only puts the cursor in the box. */
export const Compact: Story = {
  play: async ({ args, canvas }) => {
    // A computer pastes with its keyboard: 粘贴 is for touch devices.
    await expect(canvas.queryByRole('button', { name: '粘贴' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '查历史价' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox')).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: '清空输入' })).not.toBeInTheDocument();
    await userEvent.keyboard('   {Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Keywords: pasting them only fills the box; Enter and the button search (an IME's Enter does not). */
export const Keywords: Story = {
  args: { size: 'large' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox');
    await userEvent.click(input);
    await userEvent.paste('华为 Mate 60');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(input).toHaveValue('华为 Mate 60');

    input.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Enter', isComposing: true, bubbles: true }),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.type(input, ' Pro {Enter}');
    await expect(args.onSubmit).toHaveBeenLastCalledWith({
      query: '华为 Mate 60 Pro',
      source: 'enter',
    });
    await userEvent.click(canvas.getByRole('button', { name: '查历史价' }));
    await expect(args.onSubmit).toHaveBeenLastCalledWith({
      query: '华为 Mate 60 Pro',
      source: 'button',
    });
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
  },
};

/** With text, a clear button empties the box and returns the cursor to it. */
export const Clearing: Story = {
  args: { defaultValue: 'https://item.jd.com/100012043978.html' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '清空输入' }));
    const input = canvas.getByRole('textbox');
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(args.onQueryChange).toHaveBeenCalledWith({ query: '' });
    await expect(canvas.queryByRole('button', { name: '清空输入' })).not.toBeInTheDocument();
  },
};

/** A link the service cannot read: the reason shows below and is tied to the field. */
export const WithError: Story = {
  args: {
    size: 'large',
    defaultValue: 'https://www.example.com/item/123',
    error: '暂不支持该商城的链接',
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('暂不支持该商城的链接');
    const input = canvas.getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('暂不支持该商城的链接');
  },
};

/** A search is running: the button says 查询中… and further searches wait. */
export const Busy: Story = {
  args: { size: 'large', defaultValue: SHARE_TEXT, isBusy: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: '查询中…' });
    await expect(canvas.getByRole('search')).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await userEvent.type(canvas.getByRole('textbox'), '{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** An app's share text whose short link the server is expanding: the line below says so. */
export const IdentifyingShortLink: Story = {
  args: {
    size: 'large',
    defaultValue: '【京东】https://3.cn/1-ABCdef 「小米手环8」 点击链接直接打开',
    isBusy: true,
    status: '正在识别链接…',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在识别链接…');
    await expect(canvas.getByRole('button', { name: '查询中…' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Controlled by the caller: the box shows the given text and reports edits. */
export const Controlled: Story = {
  args: { value: '戴森吹风机' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox');
    await userEvent.type(input, 'x');
    await waitFor(() => expect(args.onQueryChange).toHaveBeenCalledWith({ query: '戴森吹风机x' }));
    await expect(input).toHaveValue('戴森吹风机');
  },
};
