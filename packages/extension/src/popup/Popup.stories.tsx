import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { STORAGE_KEYS } from '../background/settings';
import { CONTRIBUTING_NOTE, MSG_UNREACHABLE } from '../shared/text';
import { RECENT_MAX } from '../shared/recentProducts';
import { fakePopupDeps, type PopupFixture } from '../testing/popupDeps';
import { recentProducts } from '../testing/sampleRecent';
import { Popup } from './Popup';

const ORIGIN = 'https://prices.example.com';
const SIGNED_IN = { kind: 'signed-in', nickname: '省钱小能手', watchCount: 12 } as const;

/** Props for a story: fresh fake storage and server, spies for the tabs it opens. */
function fixture({ stored, account }: PopupFixture) {
  const { deps, storage } = fakePopupDeps({
    stored: { [STORAGE_KEYS.serverOrigin]: ORIGIN, ...stored },
    account,
  });
  return { deps: { ...deps, openTab: fn(), openOptions: fn() }, storage };
}

const meta = {
  title: 'Extension/Popup',
  component: Popup,
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Popup>;

export default meta;
type Story = StoryObj<typeof meta>;

const withRecent = (count: number) => ({
  [STORAGE_KEYS.recentProducts]: recentProducts(count),
});

const signedIn = fixture({ stored: withRecent(3), account: SIGNED_IN });

/** Signed in: the nickname and watch-list count, the last products viewed, search opens our site. */
export const SignedIn: Story = {
  args: { deps: signedIn.deps },
  beforeEach: () => {
    signedIn.deps.openTab.mockClear();
    signedIn.deps.openOptions.mockClear();
  },
  play: async ({ canvas, args }) => {
    const account = within(await canvas.findByRole('region', { name: '账号' }));
    await expect(await account.findByText(/省钱小能手/)).toBeVisible();
    await expect(account.getByRole('link', { name: '收藏 12 件' })).toHaveAttribute(
      'href',
      `${ORIGIN}/mine/collection`,
    );
    const recent = within(canvas.getByRole('region', { name: '最近浏览' }));
    await expect(recent.getAllByRole('listitem')).toHaveLength(3);
    await expect(
      recent.getByRole('link', { name: '华为 HUAWEI Mate 60 Pro 12GB+512GB 雅川青' }),
    ).toHaveAttribute('href', `http://localhost:8080/trend/100008348541-3.html`);

    const search = canvas.getByRole('textbox', { name: '商品链接或分享口令' });
    await userEvent.type(search, '华为 Mate 60{Enter}');
    await expect(args.deps.openTab).toHaveBeenLastCalledWith(
      `${ORIGIN}/crc64/list?q=${encodeURIComponent('华为 Mate 60')}`,
    );
    await userEvent.clear(search);
    await userEvent.paste('https://item.jd.com/100012043978.html');
    await expect(args.deps.openTab).toHaveBeenLastCalledWith(`${ORIGIN}/trend/100012043978-3.html`);
    await userEvent.click(canvas.getByRole('button', { name: '设置' }));
    await expect(args.deps.openOptions).toHaveBeenCalledOnce();
  },
};

/** While the server is asked: the stored parts show, the account line says it is asking. */
export const Loading: Story = {
  args: { deps: fixture({ stored: withRecent(3), account: 'pending' }).deps },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('正在查询登录状态…')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

/** Signed out: 未登录 with a 登录 link to the site's sign-in page. */
export const SignedOut: Story = {
  args: { deps: fixture({ stored: withRecent(3), account: { kind: 'signed-out' } }).deps },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/未登录/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '登录' })).toHaveAttribute(
      'href',
      `${ORIGIN}/user_login?from=${encodeURIComponent('/mine/collection')}`,
    );
  },
};

/** Nothing viewed yet: the list says where products come from. */
export const RecentEmpty: Story = {
  args: { deps: fixture({ account: SIGNED_IN }).deps },
  play: async ({ canvas }) => {
    const recent = within(await canvas.findByRole('region', { name: '最近浏览' }));
    await expect(recent.getByText(/还没有看过商品/)).toBeVisible();
    await expect(recent.queryByRole('list')).not.toBeInTheDocument();
  },
};

/** The list at its longest: the last twenty products. */
export const RecentFull: Story = {
  args: { deps: fixture({ stored: withRecent(RECENT_MAX), account: SIGNED_IN }).deps },
  play: async ({ canvas }) => {
    const recent = within(await canvas.findByRole('region', { name: '最近浏览' }));
    await expect(recent.getAllByRole('listitem')).toHaveLength(RECENT_MAX);
  },
};

/** The server cannot be reached: the account line says so; the rest still works. */
export const ServerDown: Story = {
  args: { deps: fixture({ stored: withRecent(3), account: { kind: 'unreachable' } }).deps },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(MSG_UNREACHABLE)).toBeVisible();
    await expect(canvas.getByRole('textbox')).toBeEnabled();
  },
};

const contributingOff = fixture({
  stored: { ...withRecent(3), [STORAGE_KEYS.contributing]: false },
  account: SIGNED_IN,
});

/** Contributing turned off: the switch is off, with the sentence that explains it; flipping it stores it. */
export const ContributingOff: Story = {
  args: { deps: contributingOff.deps },
  beforeEach: () => contributingOff.storage.reset(),
  play: async ({ canvas }) => {
    const toggle = await canvas.findByRole('switch', { name: '回传看到的价格' });
    await expect(toggle).not.toBeChecked();
    await expect(toggle).toHaveAccessibleDescription(CONTRIBUTING_NOTE);
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await waitFor(() =>
      expect(contributingOff.storage.values.get(STORAGE_KEYS.contributing)).toBe(true),
    );
  },
};
