import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { detectBrowser, extensionDownloadFor } from '@pricetrail/core';
import { ExtensionTop } from './ExtensionTop';
import { withFrame } from '../../testing';

/** The banner's props for a user agent, as the site computes them. */
function forUserAgent(userAgent: string) {
  const browser = detectBrowser(userAgent);
  return { downloadHref: extensionDownloadFor(browser), browserLabel: browser.label };
}

const CHROME_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const BROWSER_360_UA =
  'Mozilla/5.0 (Windows NT 10.0; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/86.0.4240.198 Safari/537.36 QIHU 360SE';
const QQ_UA =
  'Mozilla/5.0 (Linux; Android 13; V2183A) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/109.0.5414.86 MQQBrowser/14.9 Mobile Safari/537.36';

const meta = {
  title: 'Layout/ExtensionTop',
  component: ExtensionTop,
  args: { ...forUserAgent(CHROME_UA), onDismiss: fn() },
  parameters: { layout: 'fullscreen', frame: { width: '100%', maxWidth: '100%' } },
  decorators: [withFrame],
} satisfies Meta<typeof ExtensionTop>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A Chrome visitor: the button names the browser and leads to the extension page. */
export const Chrome: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('complementary', { name: '浏览器插件推荐' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '添加到 Chrome' })).toHaveAttribute(
      'href',
      '/app/extension',
    );
  },
};

/** One of the two named Chinese browsers gets its own installer (behaviour.md §1). */
export const Browser360: Story = {
  args: forUserAgent(BROWSER_360_UA),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '添加到 360安全浏览器' })).toHaveAttribute(
      'href',
      '/app/extension?browser=360',
    );
  },
};

/** Closing the banner tells the caller, which remembers the choice. */
export const Dismiss: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '关闭插件推荐' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

/** Phone width: smaller text, no icon; the message wraps beside the button. */
export const Phone: Story = {
  args: forUserAgent(QQ_UA),
  parameters: { frame: { width: 375 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '添加到 QQ浏览器' })).toHaveAttribute(
      'href',
      '/app/extension?browser=qq',
    );
    await expect(canvas.getByRole('button', { name: '关闭插件推荐' })).toBeVisible();
  },
};
