import { EXTENSION_PACKAGE_PATH } from '@pricetrail/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { withPage } from '../testing';
import { ExtensionPage } from './ExtensionPage';

const meta = {
  title: 'Pages/ExtensionPage',
  component: ExtensionPage,
  decorators: [withPage],
  parameters: { layout: 'fullscreen', page: { path: '/app/extension', url: '/app/extension' } },
} satisfies Meta<typeof ExtensionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `/app/extension`: the bar's screenshot, the Chrome / Edge package and its install steps. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '价迹浏览器插件' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: /价迹插件/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '下载安装包（Chrome / Edge）' })).toHaveAttribute(
      'href',
      EXTENSION_PACKAGE_PATH,
    );
    await expect(canvas.getByRole('link', { name: 'Chrome / Edge' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('list', { name: 'Chrome / Edge 安装步骤' })).toHaveTextContent(
      '加载已解压的扩展程序',
    );
    await expect(canvas.getByRole('heading', { name: '不会发送' })).toBeVisible();
    // A computer does not see the phones' note (e2e/phoneApp.spec.ts checks a phone does).
    await expect(canvas.getByTestId('extension-phone-note')).not.toBeVisible();
    await expect(document.title).toBe('浏览器插件下载 - 价迹');
  },
};

/** `?browser=360`, where the 360 browsers' banner points: that browser's guidance. */
export const Browser360: Story = {
  parameters: { page: { path: '/app/extension', url: '/app/extension?browser=360' } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: '下载安装包（360 安全浏览器 / 360 极速浏览器）' }),
    ).toHaveAttribute('href', EXTENSION_PACKAGE_PATH);
    await expect(canvas.getByText(/尚未上架 360 扩展中心/)).toBeVisible();
  },
};

/** `?browser=qq`, where QQ 浏览器's banner points; choosing another browser switches the steps. */
export const BrowserQq: Story = {
  parameters: { page: { path: '/app/extension', url: '/app/extension?browser=qq' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/尚未上架 QQ 浏览器应用中心/)).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Chrome / Edge' }));
    await expect(
      await canvas.findByRole('list', { name: 'Chrome / Edge 安装步骤' }),
    ).toHaveTextContent('chrome://extensions');
  },
};
