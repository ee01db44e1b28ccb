import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MouseEvent } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LinkProvider, type LinkProps } from '../Link';
import { SearchBox } from '../SearchBox';
import { NoticeBell } from '../NoticeBell';
import { UserCorner, UserMenu } from '../UserCorner';
import { HomeHeadNav } from './HomeHeadNav';
import { withFrame } from '../../testing';

const navigate = fn();

/** Stands in for the site's router link, so clicking a story's link does not leave Storybook. */
function FakeRouterLink({ href, onClick, ...rest }: LinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    event.preventDefault();
    navigate({ to: href });
  };
  return <a href={href} onClick={handleClick} {...rest} />;
}

const visitor = <UserCorner onLogin={fn()} onLogout={fn()} />;
const signedIn = (
  <UserCorner
    user={{ nickname: '小明爱比价' }}
    counts={{ all: 12, reduces: 3 }}
    onLogin={fn()}
    onLogout={fn()}
  />
);
// As the site's signed-in corner lays them out: the bell beside the menu.
const signedInWithBell = (
  <div style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
    <NoticeBell href="/mine/notice" unread={128} />
    <UserMenu
      user={{ nickname: 'Shopping达人_2024_双十一必买清单' }}
      counts={{ all: 12, reduces: 3 }}
      onLogout={fn()}
    />
  </div>
);
const search = <SearchBox size="compact" onSubmit={fn()} aria-label="查历史价" />;

type Queries = ReturnType<typeof within>;

/**
 * Runs checks on the main navigation. Stories run at phone and desktop widths alike; on a phone
 * the menu is opened for the checks and closed again, so the picture shows the resting header.
 */
async function checkNav(canvas: Queries, check: (nav: Queries) => Promise<void>) {
  const menuButton = canvas.queryByRole('button', { name: '导航菜单' });
  if (menuButton) await userEvent.click(menuButton);
  await check(within(canvas.getByRole('navigation', { name: '主导航' })));
  if (menuButton) {
    await userEvent.click(menuButton);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    menuButton.blur();
  }
}

const meta = {
  title: 'Layout/HomeHeadNav',
  component: HomeHeadNav,
  args: { activePath: '/home', search, user: visitor },
  parameters: { layout: 'fullscreen', frame: { width: '100%', maxWidth: '100%' } },
  decorators: [
    withFrame,
    (Story) => (
      <LinkProvider component={FakeRouterLink}>
        <Story />
      </LinkProvider>
    ),
  ],
} satisfies Meta<typeof HomeHeadNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor on the home page: 首页 is current; every item leads to its section. */
export const SignedOut: Story = {
  play: async ({ canvas }) => {
    await checkNav(canvas, async (nav) => {
      const links = nav.getAllByRole('link');
      await expect(
        links.map((link: HTMLElement) => [link.textContent, link.getAttribute('href')]),
      ).toEqual([
        ['首页', '/home'],
        ['历史价格', '/trend'],
        ['优惠券', '/promotion/coupon'],
        ['排行榜', '/rank_list'],
        ['晒单', '/shaidan'],
        ['插件', '/app/extension'],
      ]);
      await expect(nav.getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
    });
    await expect(canvas.getByRole('link', { name: '价迹 PriceTrail' })).toHaveAttribute(
      'href',
      '/home',
    );
    await expect(canvas.getByRole('button', { name: '登录' })).toBeVisible();
  },
};

/** Signed in, on a history page: 历史价格 is marked as the current section. */
export const SignedInOnHistory: Story = {
  args: { activePath: '/trend/history', user: signedIn },
  play: async ({ canvas }) => {
    await checkNav(canvas, async (nav) => {
      await expect(nav.getByRole('link', { name: '历史价格' })).toHaveAttribute(
        'aria-current',
        'true',
      );
      await expect(nav.getByRole('link', { name: '首页' })).not.toHaveAttribute('aria-current');
    });
    await expect(
      canvas.getByRole('button', { name: /^小明爱比价\s*，3 件收藏降价$/ }),
    ).toBeVisible();
  },
};

/** Phone width, menu closed: brand, account and a menu button; the search box below. */
export const PhoneMenuClosed: Story = {
  args: { user: signedIn },
  parameters: { frame: { width: 375 } },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: '导航菜单' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation', { name: '主导航' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: '商品链接或关键词' })).toBeVisible();
  },
};

/** Phone width, menu opened with the keyboard: arrows walk the links, Escape closes, Space reopens. */
export const PhoneMenuOpen: Story = {
  args: { activePath: '/promotion/coupon' },
  parameters: { frame: { width: 375 } },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '价迹 PriceTrail' })).toHaveFocus();
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: '导航菜单' });
    await expect(button).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const nav = within(canvas.getByRole('navigation', { name: '主导航' }));
    await expect(nav.getByRole('link', { name: '优惠券' })).toHaveAttribute('aria-current', 'page');
    await userEvent.keyboard('{ArrowDown}');
    await expect(nav.getByRole('link', { name: '首页' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(nav.getByRole('link', { name: '插件' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveFocus();
    await expect(canvas.queryByRole('navigation', { name: '主导航' })).not.toBeInTheDocument();

    await userEvent.keyboard(' ');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('navigation', { name: '主导航' })).toBeVisible();
  },
};

/** Phone width: following a link closes the menu; tabbing out of the header closes it too. */
export const PhoneMenuFollowLink: Story = {
  args: { activePath: '/home' },
  parameters: { frame: { width: 375 } },
  play: async ({ canvas }) => {
    navigate.mockClear();
    const button = canvas.getByRole('button', { name: '导航菜单' });
    await userEvent.click(button);
    await userEvent.click(canvas.getByRole('link', { name: '晒单' }));
    await expect(navigate).toHaveBeenCalledWith({ to: '/shaidan' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(button);
    await userEvent.click(document.body);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Tablet width: the navigation is still behind the menu button. */
export const Tablet: Story = {
  args: { activePath: '/rank_list', user: signedIn },
  parameters: { frame: { width: 800 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '导航菜单' })).toBeVisible();
  },
};

/** Without a search box (pages with their own, like the home hero). */
export const WithoutSearch: Story = {
  args: { search: undefined, activePath: '/shaidan' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('search')).not.toBeInTheDocument();
    await checkNav(canvas, async (nav) => {
      await expect(nav.getByRole('link', { name: '晒单' })).toHaveAttribute('aria-current', 'page');
    });
  },
};

/** The smallest phone, signed in with unread notices and a long nickname: the corner fits, nothing scrolls sideways. */
export const Phone320WithBell: Story = {
  args: { user: signedInWithBell },
  parameters: { frame: { width: 320 } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: '消息中心，99+ 条未读' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '导航菜单' })).toBeVisible();
    const frame = canvasElement.firstElementChild as HTMLElement;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};
