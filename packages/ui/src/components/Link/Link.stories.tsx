import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MouseEvent } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Link, LinkProvider, type LinkProps } from './Link';

const navigate = fn();

/** Stands in for a router link: handles the click itself instead of loading a new page. */
function FakeRouterLink({ href, onClick, ...rest }: LinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    event.preventDefault();
    navigate({ to: href });
  };
  return <a href={href} data-router-link="" onClick={handleClick} {...rest} />;
}

const meta = {
  title: 'Base/Link',
  component: Link,
  args: { href: '/trend', children: '查看历史价格' },
  decorators: [
    (Story) => (
      <p style={{ margin: 0, padding: 16 }}>
        想知道现在买是否划算？
        <Story />
      </p>
    ),
  ],
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without a provider: a plain anchor that loads the page. */
export const PlainAnchor: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: '查看历史价格' });
    await expect(link).toHaveAttribute('href', '/trend');
    await expect(link).not.toHaveAttribute('data-router-link');
  },
};

/** Inside a `LinkProvider`: the caller's router link renders it and handles the click. */
export const ThroughRouterLink: Story = {
  decorators: [
    (Story) => (
      <LinkProvider component={FakeRouterLink}>
        <Story />
      </LinkProvider>
    ),
  ],
  play: async ({ canvas }) => {
    navigate.mockClear();
    const link = canvas.getByRole('link', { name: '查看历史价格' });
    await expect(link).toHaveAttribute('data-router-link');
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith({ to: '/trend' });
  },
};
