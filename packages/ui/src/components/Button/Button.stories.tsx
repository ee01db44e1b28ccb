import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from './Button';
import { ButtonLink } from './ButtonLink';
import { withFrame } from '../../testing';

const meta = {
  title: 'Base/Button',
  component: Button,
  args: { children: '加入对比', onClick: fn() },
  decorators: [withFrame],
  parameters: { frame: { maxWidth: 400, padding: 16 } },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A quiet outlined button; a click reaches its handler. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: '加入对比' });
    await expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

/** The page's main action, in brand colour. */
export const Primary: Story = {
  args: { variant: 'primary', children: '开始对比' },
};

/** Beside a list row's content or a search field. */
export const Small: Story = {
  args: { size: 'small', children: '移除' },
};

/** Disabled: dimmed, and a click does nothing. */
export const Disabled: Story = {
  args: { variant: 'primary', disabled: true, children: '至少选择 2 件商品' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: '至少选择 2 件商品' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** A submit button of a form, when told so. */
export const Submit: Story = {
  args: { type: 'submit', size: 'small', children: '搜索' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '搜索' })).toHaveAttribute('type', 'submit');
  },
};

/** A form's button: the rectangle the kit's form controls and the pages' forms use. */
export const FormButton: Story = {
  args: { shape: 'rect', children: '取消' },
};

/** A form's full-size submit: touch height, in brand colour, dimmed but focusable while busy. */
export const FormSubmit: Story = {
  args: { shape: 'rect', size: 'large', variant: 'primary', type: 'submit', children: '登录' },
  decorators: [
    (Story) => (
      <form style={{ display: 'grid' }} onSubmit={(event) => event.preventDefault()}>
        <Story />
      </form>
    ),
  ],
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: '登录' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
  },
};

/** An action that destroys something, in the warning colour. */
export const Danger: Story = {
  args: { shape: 'rect', size: 'large', variant: 'danger', children: '注销账号' },
};

/** A button that reads as a link, inside a line of text. */
export const LinkLook: Story = {
  args: { variant: 'link', children: '回复' },
};

/** A toggle pressed on, e.g. a 晒单 card's like. */
export const Pressed: Story = {
  args: { size: 'large', 'aria-pressed': true, children: '♥ 12' },
};

/** A link to another page in a form button's look. */
export const AsLink: Story = {
  render: () => (
    <ButtonLink shape="rect" size="large" href="/account/password">
      修改密码
    </ButtonLink>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: '修改密码' });
    await expect(link).toHaveAttribute('href', '/account/password');
  },
};
