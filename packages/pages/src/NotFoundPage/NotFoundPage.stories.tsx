import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withPage } from '../testing';
import { NotFoundPage } from './NotFoundPage';

const meta = {
  title: 'Pages/NotFoundPage',
  component: NotFoundPage,
  decorators: [withPage],
  parameters: { page: { path: '*', url: '/no/such/page' } },
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No route matched. */
export const UnknownRoute: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Page not found: /no/such/page' }),
    ).toBeVisible();
  },
};

/** A malformed dp id. */
export const InvalidRoute: Story = {
  args: { reason: 'invalid' },
  parameters: { page: { path: '*', url: '/crc64/dpabc' } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Page Not Found: /crc64/dpabc' }),
    ).toBeVisible();
  },
};
