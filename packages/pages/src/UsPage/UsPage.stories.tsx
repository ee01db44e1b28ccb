import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withPage } from '../testing';
import { UsPage } from './UsPage';

const meta = {
  title: 'Pages/UsPage',
  component: UsPage,
  decorators: [withPage],
  parameters: { page: { path: '/us/:topic', url: '/us/about' } },
  args: { topic: 'about' },
} satisfies Meta<typeof UsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `/us/about`. */
export const About: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '关于价迹' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '数据从哪里来' })).toBeVisible();
  },
};

/** `/us/contact`. */
export const Contact: Story = { args: { topic: 'contact' } };

/** `/us/zhaopin`. */
export const Jobs: Story = {
  args: { topic: 'zhaopin' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '数据工程师' })).toBeVisible();
  },
};
