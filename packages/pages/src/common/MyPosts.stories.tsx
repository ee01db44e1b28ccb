import { MyPostsStore, NetworkError, type ShaidanPost } from '@pricetrail/services';
import { SAMPLE_MY_POSTS } from '@pricetrail/services/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, within } from 'storybook/test';
import { withPage } from '../testing';
import { MyPosts } from './MyPosts';

/** The list over a store whose read answers with `read`. */
function SampleMyPosts({ read }: { read: () => Promise<readonly ShaidanPost[]> }) {
  const [store] = useState(() => new MyPostsStore(read));
  useEffect(() => void store.load(), [store]);
  return (
    <MyPosts
      title="我的晒单"
      emptyText="你还没有晒过单，审核结果会显示在这里。"
      store={store}
      lineOf={(post) => ({ href: `/trend/${post.dpId}.html`, label: post.title, text: post.text })}
    />
  );
}

const meta = {
  title: 'Pages/Common/MyPosts',
  component: SampleMyPosts,
  decorators: [withPage],
  args: { read: () => Promise.resolve(SAMPLE_MY_POSTS) },
  parameters: { page: { path: '/', url: '/' } },
} satisfies Meta<typeof SampleMyPosts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each post with its product link, date, state badge and, when rejected, the reason. */
export const Posts: Story = {
  play: async ({ canvas }) => {
    const region = within(await canvas.findByRole('region', { name: '我的晒单' }));
    const rows = await region.findAllByRole('listitem');
    await expect(rows).toHaveLength(SAMPLE_MY_POSTS.length);
    await expect(rows[0]).toHaveTextContent('审核中');
    await expect(rows[1]).toHaveTextContent('未通过原因：照片与商品不符');
    await expect(rows[2]).toHaveTextContent('已展示');
    await expect(within(rows[2] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      `/trend/${SAMPLE_MY_POSTS[2]?.dpId}.html`,
    );
  },
};

/** The first read is on its way: the card is busy and says so. */
export const Loading: Story = {
  args: { read: () => new Promise<readonly ShaidanPost[]>(() => undefined) },
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: '我的晒单' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(within(region).getByRole('status')).toHaveTextContent('正在读取…');
  },
};

/** Nothing sent yet: where results will show. */
export const Empty: Story = {
  args: { read: () => Promise.resolve([]) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('你还没有晒过单，审核结果会显示在这里。')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** The read failed: why, in Chinese. */
export const Failed: Story = {
  args: { read: () => Promise.reject(new NetworkError('offline')) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('网络异常');
  },
};
