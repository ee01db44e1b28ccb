import { SAMPLE_USER } from '@pricetrail/services/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ShellStandIn, withPage, type PageStory } from '../testing';
import { SessionGate } from './SessionGate';

const ROUTE = { path: '/', url: '/' } satisfies PageStory;
const SESSION = { ...ROUTE, cookies: { plt_uid: SAMPLE_USER.uid } } satisfies PageStory;

/** The gate under a stand-in for the shell, which reads the session. */
function GateOnPage() {
  return (
    <>
      <ShellStandIn />
      <SessionGate visitor={<p>登录后即可发表</p>}>
        <p>发表表单</p>
      </SessionGate>
    </>
  );
}

const meta = {
  title: 'Pages/Common/SessionGate',
  component: GateOnPage,
  decorators: [withPage],
  parameters: { page: ROUTE },
} satisfies Meta<typeof GateOnPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor (no session cookie): the prompt, at once. */
export const Visitor: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('登录后即可发表')).toBeVisible();
    await expect(canvas.queryByText('发表表单')).toBeNull();
  },
};

/** A signed-in shopper: the signed-in part once the user is read. */
export const SignedIn: Story = {
  parameters: { page: { ...SESSION, identity: { user: SAMPLE_USER } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('发表表单')).toBeVisible();
    await expect(canvas.queryByText('登录后即可发表')).toBeNull();
  },
};

/** A session cookie whose user is still being read: neither the prompt nor the form. */
export const UserPending: Story = {
  parameters: { page: { ...SESSION, identity: { user: SAMPLE_USER, delayMs: 600_000 } } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('登录后即可发表')).toBeNull();
    await expect(canvas.queryByText('发表表单')).toBeNull();
  },
};

/** A session cookie the server no longer knows: the prompt, once it has said so. */
export const ExpiredSession: Story = {
  parameters: { page: { ...SESSION, identity: { user: null } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('登录后即可发表')).toBeVisible();
  },
};
