import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CARD_SITE } from '../../fixtures/cardFixtures';
import { StoreBadge } from './StoreBadge';
import { withFrame } from '../../testing';

const meta = {
  title: 'Cards/StoreBadge',
  component: StoreBadge,
  args: { siteId: CARD_SITE.jd },
  decorators: [withFrame],
  parameters: { frame: { padding: 12 } },
} satisfies Meta<typeof StoreBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The store's Chinese name from core's site registry. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('京东')).toBeVisible();
  },
};

/** The stores the cards show most. */
export const CommonStores: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      {Object.values(CARD_SITE).map((siteId) => (
        <StoreBadge key={siteId} siteId={siteId} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const name of ['京东', '天猫', '淘宝', '拼多多']) {
      await expect(canvas.getByText(name)).toBeVisible();
    }
  },
};

/** An id the registry does not know draws nothing. */
export const UnknownStore: Story = {
  args: { siteId: 999_999 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('');
  },
};
