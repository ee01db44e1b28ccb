import { withFrame } from '@pricetrail/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stars } from './Stars';

const meta = {
  title: 'Pages/Common/Stars',
  component: Stars,
  args: { rating: 4, label: '4 星' },
  decorators: [withFrame],
  parameters: { frame: { padding: 12 } },
} satisfies Meta<typeof Stars>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One review's whole stars: four filled, one empty, read as one image. */
export const Rating: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '4 星' })).toHaveTextContent('★★★★☆');
  },
};

/** An average is rounded to whole glyphs while its label keeps the decimal. */
export const Average: Story = {
  args: { rating: 4.6, label: '平均 4.6 星' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '平均 4.6 星' })).toHaveTextContent('★★★★★');
  },
};

/** Out-of-range numbers never draw more than five or fewer than zero stars. */
export const OutOfRange: Story = {
  args: { rating: 7, label: '7 星' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '7 星' })).toHaveTextContent('★★★★★');
  },
};
