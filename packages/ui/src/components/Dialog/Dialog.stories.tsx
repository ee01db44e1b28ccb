import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Dialog, type DialogProps } from './Dialog';
import { DialogStage } from './DialogStage';
import { repaintAll } from './repaintAll';

const AGREEMENT_SECTIONS = Array.from({ length: 14 }, (_, index) => index + 1);

/** Opens the dialog from a button, as a page would, so focus can return to it. */
function DialogWithOpener(args: DialogProps) {
  const [isOpen, setIsOpen] = useState(false);
  const handleClose = () => {
    args.onClose();
    setIsOpen(false);
  };
  return (
    <DialogStage height={360}>
      {(container) => (
        <>
          <p style={{ margin: 16 }}>
            <button type="button" onClick={() => setIsOpen(true)}>
              开启降价提醒
            </button>
          </p>
          <Dialog {...args} isOpen={isOpen} onClose={handleClose} container={container} />
        </>
      )}
    </DialogStage>
  );
}

const meta = {
  title: 'Base/Dialog',
  component: Dialog,
  args: {
    isOpen: true,
    onClose: fn(),
    title: '降价提醒已开启',
    children: (
      <p style={{ margin: 0 }}>
        商品价格低于你设置的目标价时，我们会通过短信和站内消息通知你。你可以随时在「我的收藏」里修改或关闭提醒。
      </p>
    ),
  },
  render: (args) => (
    <DialogStage height={420}>
      {(container) => <Dialog {...args} container={container} />}
    </DialogStage>
  ),
  afterEach: async ({ canvasElement }) => repaintAll(canvasElement),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open over the page: named by its title, focus inside; a click on the mask closes it. */
export const Open: Story = {
  play: async ({ args, canvas }) => {
    const dialog = canvas.getByRole('dialog', { name: '降价提醒已开启' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    const close = within(dialog).getByRole('button', { name: '关闭' });
    await waitFor(() => expect(close).toHaveFocus());
    await userEvent.click(close);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    const mask = dialog.parentElement;
    if (!mask) throw new Error('the dialog has no mask');
    await userEvent.click(mask);
    await expect(args.onClose).toHaveBeenCalledTimes(2);
    await userEvent.click(dialog);
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};

/** Long content scrolls inside the panel; the heading and close button stay in view. */
export const LongContent: Story = {
  args: {
    title: '价迹用户协议',
    children: AGREEMENT_SECTIONS.map((section) => (
      <p key={section}>
        {`第${section}条\u3000用户在使用价迹提供的历史价格查询、降价提醒和比价服务时，应当遵守相关法律法规，不得利用本服务从事任何违法或侵害他人权益的行为。`}
      </p>
    )),
  },
  play: async ({ canvas }) => {
    const dialog = canvas.getByRole('dialog', { name: '价迹用户协议' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '关闭' })).toHaveFocus());
    await expect(dialog.scrollHeight).toBeGreaterThan(dialog.clientHeight);
    await expect(dialog.getBoundingClientRect().height).toBeLessThanOrEqual(420);
  },
};

/** With mask-close turned off a stray click on the mask keeps it open; Escape still closes. */
export const WithoutMaskClose: Story = {
  args: { canCloseOnMask: false, title: undefined, label: '安全提示' },
  play: async ({ args, canvas }) => {
    const dialog = canvas.getByRole('dialog', { name: '安全提示' });
    const mask = dialog.parentElement;
    if (!mask) throw new Error('the dialog has no mask');
    await userEvent.click(mask);
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(mask).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Opened from a button: Tab cycles inside, Escape closes, focus goes back to the button. */
export const FocusReturnsToOpener: Story = {
  args: {
    children: (
      <p style={{ margin: 0 }}>
        目标价 <a href="#price">修改</a>
      </p>
    ),
  },
  render: (args) => <DialogWithOpener {...args} />,
  play: async ({ args, canvas }) => {
    const opener = canvas.getByRole('button', { name: '开启降价提醒' });
    await userEvent.click(opener);
    const dialog = await canvas.findByRole('dialog', { name: '降价提醒已开启' });
    const close = within(dialog).getByRole('button', { name: '关闭' });
    const link = within(dialog).getByRole('link', { name: '修改' });
    await waitFor(() => expect(close).toHaveFocus());
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};
