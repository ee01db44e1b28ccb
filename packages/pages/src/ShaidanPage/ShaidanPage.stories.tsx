import { SHAIDAN_FIELD_CODES } from '@pricetrail/core';
import {
  SAMPLE_BROKEN_IMAGE_ID,
  SAMPLE_MY_POSTS,
  SAMPLE_POSTS,
  SAMPLE_USER,
} from '@pricetrail/services/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ShellStandIn, withPage, type PageStory } from '../testing';
import { ShaidanPage } from './ShaidanPage';

const ROUTE = { path: '/shaidan', url: '/shaidan' } satisfies PageStory;
const SIGNED_IN = {
  ...ROUTE,
  identity: { user: SAMPLE_USER },
  cookies: { plt_uid: SAMPLE_USER.uid },
} satisfies PageStory;

/** A small real PNG photo of one flat colour, made in the browser. */
async function photoFile(name: string, colour: string): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 120;
  canvas.height = 90;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.fillStyle = colour;
  context.fillRect(0, 0, canvas.width, canvas.height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('canvas gave no PNG');
  return new File([blob], name, { type: 'image/png' });
}

/** Waits until no image in `root` is still fetching, so screenshots never catch a grey box. */
async function imagesSettled(root: HTMLElement) {
  await waitFor(() => {
    expect(root.querySelector('[data-state="loaded"], [data-state="failed"]')).not.toBeNull();
    expect(root.querySelector('[data-state="loading"]')).toBeNull();
  });
}

/** The page under a stand-in for the shell, which reads the session and shows the login modal's opening. */
function withShell() {
  return (
    <>
      <ShellStandIn />
      <ShaidanPage />
    </>
  );
}

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** Fills the form: a JD link, a few words and two photos. */
async function fill(canvas: Canvas, canvasElement: HTMLElement) {
  await userEvent.type(
    await canvas.findByLabelText('商品链接'),
    'https://item.jd.com/100012043978.html',
  );
  await userEvent.type(canvas.getByLabelText('说说你买到的东西'), '双十一入手，很满意。');
  await userEvent.upload(canvas.getByLabelText('添加照片'), [
    await photoFile('开箱.png', '#2b8a3e'),
    await photoFile('细节.png', '#1c7ed6'),
  ]);
  const form = canvas.getByRole('region', { name: '发布晒单' });
  await waitFor(() => expect(form.querySelectorAll('img')).toHaveLength(2));
  await imagesSettled(canvasElement);
}

const meta = {
  title: 'Pages/ShaidanPage',
  component: ShaidanPage,
  decorators: [withPage],
  render: withShell,
  parameters: { page: ROUTE },
} satisfies Meta<typeof ShaidanPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor sees the feed in a masonry grid and is asked to sign in before posting. */
export const Feed: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '晒单' })).toBeVisible();
    const list = await canvas.findByRole('region', { name: '晒单列表' });
    await expect(list.querySelectorAll('article')).toHaveLength(SAMPLE_POSTS.length);
    await expect(canvas.getByRole('article', { name: '爱折腾的老王的晒单' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: '发布晒单' })).toBeNull();
    await expect(document.title).toBe('晒单 - 价迹');
    await expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      `网友晒出的真实购物照片和到手价，共 ${SAMPLE_POSTS.length} 篇晒单。`,
    );
    await imagesSettled(canvasElement);
  },
};

/** A visitor's 晒 button and like button both open the login modal. */
export const VisitorSignsIn: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^点赞，已有 12 人点赞/ }));
    await expect(await canvas.findByText('登录弹窗已打开')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^点赞，已有 12 人点赞/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

/** Signed in: a like counts at once and can be taken back. */
export const Liked: Story = {
  parameters: { page: SIGNED_IN },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('region', { name: '发布晒单' });
    await userEvent.click(await canvas.findByRole('button', { name: /^点赞，已有 3 人点赞/ }));
    const liked = await canvas.findByRole('button', { name: /^取消点赞，已有 4 人点赞/ });
    await expect(liked).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.queryByText('登录弹窗已打开')).toBeNull();
    await imagesSettled(canvasElement);
  },
};

/** A photo that fails to load shows the spec's 'loading' placeholder (280 px) instead. */
export const BrokenPhoto: Story = {
  parameters: {
    page: {
      ...ROUTE,
      community: {
        posts: SAMPLE_POSTS.slice(1, 2).map((post) => ({
          ...post,
          images: [{ id: SAMPLE_BROKEN_IMAGE_ID, width: 600, height: 800 }],
        })),
      },
    },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-state="failed"]')).not.toBeNull(),
    );
  },
};

/** No approved 晒单 yet. */
export const Empty: Story = {
  parameters: { page: { ...ROUTE, community: { posts: [] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('还没有晒单')).toBeVisible();
  },
};

/** The feed is on its way. */
export const Loading: Story = {
  parameters: { page: { ...ROUTE, community: { delayMs: 600_000 } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('正在加载晒单…')).toBeVisible();
  },
};

/** The feed could not be read: the reason in Chinese. */
export const LoadError: Story = {
  parameters: { page: { ...ROUTE, community: { fail: 'network' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('网络异常');
  },
};

/** Signed in, sent empty: every field says what it needs. */
export const FormInvalid: Story = {
  parameters: { page: SIGNED_IN },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '发布晒单' }));
    await expect(canvas.getByLabelText('商品链接')).toHaveAccessibleDescription('请粘贴商品链接');
    await expect(canvas.getByLabelText('说说你买到的东西')).toHaveAccessibleDescription(
      /请说说你买到的东西/,
    );
    await expect(canvas.getByText('请至少上传 1 张照片')).toBeVisible();
  },
};

/** The server refused a photo: its Chinese reason shows beside the photos, the form kept. */
export const FormServerError: Story = {
  parameters: {
    page: {
      ...SIGNED_IN,
      community: { sendFailure: { code: SHAIDAN_FIELD_CODES.images, msg: '图片已损坏，无法读取' } },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await fill(canvas, canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '发布晒单' }));
    const group = canvas.getByRole('group', { name: /照片/ });
    await expect(await canvas.findByText('图片已损坏，无法读取')).toBeVisible();
    await expect(group).toContainElement(canvas.getByText('图片已损坏，无法读取'));
  },
};

/** Sent: pending review, and a way to post another. */
export const FormSent: Story = {
  parameters: { page: SIGNED_IN },
  play: async ({ canvas, canvasElement }) => {
    await fill(canvas, canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '发布晒单' }));
    const form = canvas.getByRole('region', { name: '发布晒单' });
    await waitFor(() => expect(form).toHaveTextContent('晒单已提交，审核通过后展示'));
    await expect(canvas.getByRole('button', { name: '再晒一单' })).toBeVisible();
  },
};

/** Signed in: 我的晒单 says where each of the author's posts stands, and why one was rejected. */
export const MyPosts: Story = {
  parameters: { page: SIGNED_IN },
  play: async ({ canvas }) => {
    const mine = within(await canvas.findByRole('region', { name: '我的晒单' }));
    const rows = await mine.findAllByRole('listitem');
    await expect(rows).toHaveLength(SAMPLE_MY_POSTS.length);
    await expect(rows[0]).toHaveTextContent('审核中');
    await expect(rows[1]).toHaveTextContent('未通过审核');
    await expect(rows[1]).toHaveTextContent('未通过原因：照片与商品不符');
    await expect(rows[2]).toHaveTextContent('已展示');
    await expect(within(rows[2] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      `/trend/${SAMPLE_MY_POSTS[2]?.dpId}.html`,
    );
  },
};

/** Signed in, nothing posted yet: 我的晒单 says where results will show. */
export const MyPostsEmpty: Story = {
  parameters: { page: { ...SIGNED_IN, community: { mine: [] } } },
  play: async ({ canvas }) => {
    const mine = within(await canvas.findByRole('region', { name: '我的晒单' }));
    await expect(await mine.findByText('你还没有晒过单，审核结果会显示在这里。')).toBeVisible();
  },
};

/** Signed in, nothing could be read: 我的晒单 says why in Chinese. */
export const MyPostsError: Story = {
  parameters: { page: { ...SIGNED_IN, community: { fail: 'network' } } },
  play: async ({ canvas }) => {
    const mine = within(await canvas.findByRole('region', { name: '我的晒单' }));
    await expect(await mine.findByRole('alert')).toHaveTextContent('网络异常');
  },
};

/** At a 375 px phone's width: one column, nothing runs off the side. */
export const PhoneWidth: Story = {
  parameters: { page: SIGNED_IN },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 375 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    const list = await canvas.findByRole('region', { name: '晒单列表' });
    await imagesSettled(canvasElement);
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    const cards = [...list.querySelectorAll('article')].map((card) => card.getBoundingClientRect());
    for (const card of cards) await expect(card.left).toBe(cards[0]?.left);
  },
};
