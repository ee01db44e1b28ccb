import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { SearchBox } from '../SearchBox';
import { NotFound } from './NotFound';

const meta = {
  title: 'Base/NotFound',
  component: NotFound,
  args: { path: '/promotion/summer-sale-2019' },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No route matched: the spec's 'Page not found: {path}', a hint and the ways on. */
export const UnknownRoute: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', {
        level: 1,
        name: 'Page not found: /promotion/summer-sale-2019',
      }),
    ).toBeVisible();
    await expect(
      canvas.getByText('您访问的页面不存在，可能已被删除或地址输入有误。'),
    ).toBeVisible();
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

/** With a search box between the hint and the ways on. */
export const WithSearch: Story = {
  args: { search: <SearchBox onSubmit={fn()} /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('search')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: '去别处看看' })).toBeVisible();
  },
};

/** The route exists but its validity check failed: 'Page Not Found: {path}'. */
export const InvalidRoute: Story = {
  args: { path: '/crc64/dpabc', reason: 'invalid' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Page Not Found: /crc64/dpabc' }),
    ).toBeVisible();
    await expect(canvas.getByText('页面地址中的参数无效，请检查链接是否完整。')).toBeVisible();
  },
};

/** A very long address breaks across lines instead of widening the page. */
export const LongPath: Story = {
  args: {
    path: '/trend/history?url=https%3A%2F%2Fitem.m.jd.com%2Fproduct%2F100012043978.html%3Fsid%3Dabcdef0123456789',
  },
  play: async ({ canvasElement }) => {
    const heading = canvasElement.querySelector('h1');
    await expect(heading?.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
