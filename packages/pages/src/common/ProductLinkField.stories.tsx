import { withFrame } from '@pricetrail/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ProductLinkField } from './ProductLinkField';

const LINK = 'https://item.jd.com/100012043978.html';

const meta = {
  title: 'Pages/Common/ProductLinkField',
  component: ProductLinkField,
  args: { id: 'link', value: '', onValueChange: fn() },
  decorators: [withFrame],
  parameters: { frame: { maxWidth: 560, padding: 12 } },
} satisfies Meta<typeof ProductLinkField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed yet: a labelled url input that reports each keystroke, described by nothing. */
export const Empty: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: '商品链接' });
    await expect(input).toHaveAttribute('type', 'url');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).not.toHaveAttribute('aria-describedby');
    await userEvent.type(input, 'h');
    await expect(args.onValueChange).toHaveBeenCalledWith({ value: 'h' });
  },
};

/** A link pasted in, accepted as it is. */
export const Filled: Story = {
  args: { value: LINK },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: '商品链接' });
    await expect(input).toHaveValue(LINK);
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A refused link: the input is invalid and described by the alert that says why. */
export const WithError: Story = {
  args: { value: 'hello', error: '请粘贴商品链接' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: '商品链接' });
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('请粘贴商品链接');
    await expect(alert).toHaveAttribute('id', 'link-error');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('请粘贴商品链接');
  },
};

/** While the form is sent: the link stays readable but typing changes nothing. */
export const ReadOnly: Story = {
  args: { value: LINK, isReadOnly: true },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: '商品链接' });
    await expect(input).toHaveAttribute('readonly');
    await userEvent.type(input, 'x');
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(input).toHaveValue(LINK);
  },
};
