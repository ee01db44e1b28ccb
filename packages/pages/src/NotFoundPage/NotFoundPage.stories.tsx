import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
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

/** No route matched: the spec's line, a Chinese hint, the 查历史价 box, 首页 and 历史价格. */
export const UnknownRoute: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Page not found: /no/such/page' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('您访问的页面不存在，可能已被删除或地址输入有误。'),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '商品链接或关键词' })).toBeVisible();
    const waysOn = canvas.getByRole('navigation', { name: '去别处看看' });
    await expect(within(waysOn).getByRole('link', { name: '首页' })).toHaveAttribute(
      'href',
      '/home',
    );
    await expect(within(waysOn).getByRole('link', { name: '历史价格' })).toHaveAttribute(
      'href',
      '/trend',
    );
  },
};

/** Words typed into the box on a 404 take the shopper on, to the catalogue's search. */
export const SearchFromNotFound: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '商品链接或关键词' }), '手机{Enter}');
    // The story's route takes every path: the page now names the one the search led to.
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Page not found: /crc64/list' }),
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
