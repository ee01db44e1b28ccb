import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SearchBox } from '../SearchBox';
import { WaysOn } from './WaysOn';

const meta = {
  title: 'Base/WaysOn',
  component: WaysOn,
} satisfies Meta<typeof WaysOn>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The site's two main doors, 首页 stressed. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const links = canvas.getByRole('navigation', { name: '去别处看看' });
    await expect(canvas.getByRole('link', { name: '首页' })).toHaveAttribute('href', '/home');
    await expect(canvas.getByRole('link', { name: '历史价格' })).toHaveAttribute('href', '/trend');
    await expect(links).toBeVisible();
  },
};

/** With a search box above the doors, to look for what the shopper came for. */
export const WithSearch: Story = {
  args: { search: <SearchBox onSubmit={fn()} /> },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: '商品链接或关键词' });
    const links = canvas.getByRole('navigation', { name: '去别处看看' });
    await expect(field).toBeVisible();
    await expect(field.compareDocumentPosition(links)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  },
};

/** Other doors, e.g. a section's own list first. */
export const OtherLinks: Story = {
  args: {
    links: [
      { href: '/zhi/baoliao', label: '今日好价' },
      { href: '/home', label: '首页' },
    ],
  },
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(['今日好价', '首页']);
  },
};
