import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { withFrame } from '../../testing';
import { CountedTextArea, type CountedTextAreaProps } from './CountedTextArea';

function Controlled(props: CountedTextAreaProps) {
  const [value, setValue] = useState(props.value);
  return (
    <CountedTextArea
      {...props}
      value={value}
      onValueChange={(change) => {
        setValue(change.value);
        props.onValueChange(change);
      }}
    />
  );
}

const meta = {
  title: 'Base/CountedTextArea',
  component: CountedTextArea,
  render: (args) => <Controlled {...args} />,
  args: {
    label: '你的评论',
    value: '',
    max: 20,
    hint: '必填',
    limitMessage: '评论不能超过 20 字',
    placeholder: '说说你的看法',
    onValueChange: fn(),
  },
  decorators: [withFrame],
  parameters: { frame: { padding: 16, maxWidth: 480 } },
} satisfies Meta<typeof CountedTextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: the hint and 「0/20」; typing counts characters as they come. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('textbox', { name: '你的评论' });
    await expect(box).toHaveAccessibleDescription('必填 0/20');
    await userEvent.type(box, '  好用 ');
    await expect(canvas.getByText('2/20')).toBeVisible();
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ value: '  好用 ' });
  },
};

/** Over the limit: the limit message replaces the hint, both in the warning colour. */
export const OverLimit: Story = {
  args: { value: '这段评论写得实在是太长了，已经超过了二十个字的上限。' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('评论不能超过 20 字')).toBeVisible();
    await expect(canvas.getByText('26/20')).toBeVisible();
  },
};

/** A refusal: announced, and the textarea marked invalid and described by it. */
export const WithError: Story = {
  args: { value: '好', error: '评论至少 2 个字' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('评论至少 2 个字');
    const box = canvas.getByRole('textbox', { name: '你的评论' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('必填 1/20 评论至少 2 个字');
  },
};

/** While sending: read-only. */
export const ReadOnly: Story = {
  args: { value: '正在提交的评论', isReadOnly: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '你的评论' })).toHaveAttribute('readonly');
  },
};
