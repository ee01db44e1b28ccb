import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import productPhone from '../../fixtures/product-phone.svg';
import { LazyImage } from './LazyImage';
import { withFrame } from '../../testing';

const BROKEN_IMAGE = 'data:image/png;base64,AAAA';

const meta = {
  title: 'Base/LazyImage',
  component: LazyImage,
  args: { src: productPhone, alt: '华为 Mate 60 Pro 手机', width: 400, height: 400 },
  decorators: [withFrame],
  parameters: { frame: { width: 240 } },
} satisfies Meta<typeof LazyImage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Near the viewport: the image loads and replaces the grey box. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    const image = await canvas.findByRole('img', { name: '华为 Mate 60 Pro 手机' });
    await waitFor(() =>
      expect(image.closest('[data-state]')).toHaveAttribute('data-state', 'loaded'),
    );
  },
};

/** Still far from the viewport (a negative preload distance keeps it there): only the reserved box shows. */
export const Waiting: Story = {
  args: { expand: -10_000 },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-state]')).toHaveAttribute(
      'data-state',
      'waiting',
    );
  },
};

/** A broken image on most pages: the 280 px 'loading' placeholder takes its place. */
export const FailedLoadingPlaceholder: Story = {
  args: { src: BROKEN_IMAGE, fallback: 'loading' },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: '华为 Mate 60 Pro 手机' })).toHaveAttribute(
        'data-kind',
        'loading',
      ),
    );
  },
};

/** A broken image on the collection page: the 'no image' placeholder. */
export const FailedNoImagePlaceholder: Story = {
  args: { src: BROKEN_IMAGE, fallback: 'noImage' },
  play: async ({ canvas }) => {
    await canvas.findByText('暂无图片');
  },
};
