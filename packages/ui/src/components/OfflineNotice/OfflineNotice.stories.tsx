import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { OFFLINE_NOTICE_TEXT, OfflineNotice } from './OfflineNotice';

const meta = {
  title: 'Base/OfflineNotice',
  component: OfflineNotice,
} satisfies Meta<typeof OfflineNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The device went offline: the page shown is the copy it kept. */
export const Offline: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(OFFLINE_NOTICE_TEXT);
  },
};
