import { SAMPLE_USER } from '@pricetrail/services/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ShellStandIn, withPage, type PageStory } from '../testing';
import { AppCommentPage } from './AppCommentPage';

const ROUTE = { path: '/app/comment', url: '/app/comment' } satisfies PageStory;

const meta = {
  title: 'Pages/AppCommentPage',
  component: AppCommentPage,
  decorators: [withPage],
  render: () => (
    <>
      <ShellStandIn />
      <AppCommentPage />
    </>
  ),
  parameters: { page: ROUTE },
} satisfies Meta<typeof AppCommentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in: the average rating, stars and a comment form above what others said. */
export const SignedIn: Story = {
  parameters: {
    page: { ...ROUTE, identity: { user: SAMPLE_USER }, cookies: { plt_uid: SAMPLE_USER.uid } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '用户评价' })).toBeVisible();
    await expect(await canvas.findByRole('form', { name: '发表评论' })).toBeVisible();
    await canvas.findByRole('list', { name: '评论（共 4 条）' });
  },
};

/** A visitor: the average and the comments, and a link to sign in before writing. */
export const SignedOut: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: '评论（共 4 条）' });
    await expect(canvas.getByRole('link', { name: '登录后发表评论' })).toBeVisible();
  },
};
