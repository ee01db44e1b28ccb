import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withPage } from '../testing';
import { PrivacyPolicyPage } from './PrivacyPolicyPage';

const meta = {
  title: 'Pages/PrivacyPolicyPage',
  component: PrivacyPolicyPage,
  decorators: [withPage],
  parameters: {
    layout: 'fullscreen',
    page: {
      path: '/static_page/privacy_policy.html',
      url: '/static_page/privacy_policy.html',
    },
  },
} satisfies Meta<typeof PrivacyPolicyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole policy: what is stored and why. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('隐私政策');
    await expect(
      canvas.getByRole('heading', { name: '二、我们收集哪些信息，以及为什么' }),
    ).toBeVisible();
    await expect(canvas.getByText(/argon2id/)).toBeVisible();
  },
};
