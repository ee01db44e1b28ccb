import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { cardFileOfSize, cardPhotoFile } from '../../fixtures/cardFixtures';
import { PhotoUploader, type PhotoUploaderFile, type PhotoUploaderProps } from './PhotoUploader';
import { PHOTO_TYPE_ERROR } from './photoRules';
import { withFrame } from '../../testing';

const MB = 1024 * 1024;

/** Waits until every preview has decoded, so screenshots never catch a grey box. */
async function previewsLoaded(canvasElement: HTMLElement) {
  await waitFor(() => {
    const frames = [...canvasElement.querySelectorAll('li [data-state]')];
    expect(frames.length).toBeGreaterThan(0);
    for (const frame of frames) expect(frame).toHaveAttribute('data-state', 'loaded');
  });
}

/** Pictures already chosen, with fixed ids for the progress map. */
function chosenPhotos(count: number): PhotoUploaderFile[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `photo-${index + 1}`,
    file: cardPhotoFile(`晒单${index + 1}.png`, index % 2 ? 'phone' : 'parcel'),
  }));
}

interface DemoProps extends PhotoUploaderProps {
  /** How many pictures are already chosen when the story opens. */
  initialCount?: number;
}

/** Holds the list as a page would, so choosing and removing really change it. */
function UploaderDemo({ initialCount = 0, onFilesChange, ...args }: DemoProps) {
  const [files, setFiles] = useState(() => chosenPhotos(initialCount));
  return (
    <PhotoUploader
      {...args}
      files={files}
      onFilesChange={(event) => {
        onFilesChange(event);
        setFiles(event.files);
      }}
    />
  );
}

const meta = {
  title: 'Shaidan/PhotoUploader',
  component: PhotoUploader,
  args: { files: [], onFilesChange: fn(), onRemove: fn() },
  render: (args, { parameters }) => (
    <UploaderDemo {...args} initialCount={parameters.initialCount ?? 0} />
  ),
  decorators: [withFrame],
  parameters: { frame: { maxWidth: 520, padding: 12 } },
} satisfies Meta<typeof PhotoUploader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: the add tile, a real file input, and the rules. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('添加图片');
    await expect(input).toHaveAttribute('type', 'file');
    await expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    await expect(input).toHaveAccessibleDescription(
      '支持 JPG、PNG、WebP 格式，单张不超过5MB，最多9张',
    );
    await expect(canvas.getByText('0/9')).toBeVisible();
  },
};

/** Choosing pictures shows their previews; removing one takes it away. */
export const ChooseAndRemove: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.upload(canvas.getByLabelText('添加图片'), [
      cardPhotoFile('开箱.png'),
      cardPhotoFile('真机.png', 'phone'),
    ]);
    const first = await canvas.findByRole('img', { name: '第1张图片：开箱.png' });
    await waitFor(() =>
      expect(first.closest('[data-state]')).toHaveAttribute('data-state', 'loaded'),
    );
    await expect(first).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    await expect(canvas.getByText('2/9')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: '删除第1张图片' }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: '第1张图片：真机.png' })).toBeVisible(),
    );
    await expect(canvas.getAllByRole('button', { name: /^删除/ })).toHaveLength(1);
    await previewsLoaded(canvasElement);
  },
};

/** Refused files: a GIF and a 6 MB photo each get their Chinese message, nothing is added. */
export const TypeAndSizeErrors: Story = {
  play: async ({ canvas, args }) => {
    // A picker's 'all files' option lets other types through, so skip the accept filter.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(canvas.getByLabelText('添加图片'), [
      cardFileOfSize('动图.gif', 'image/gif', 2_000),
      cardFileOfSize('原图.jpg', 'image/jpeg', 6 * MB),
    ]);
    const alert = canvas.getByRole('alert');
    await expect(within(alert).getByText(PHOTO_TYPE_ERROR)).toBeVisible();
    await expect(within(alert).getByText('图片不能超过5MB')).toBeVisible();
    await expect(args.onFilesChange).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

/** A smaller size limit is enforced and named in the message. */
export const CustomSizeLimit: Story = {
  args: { maxSizeMb: 2 },
  play: async ({ canvas }) => {
    await userEvent.upload(canvas.getByLabelText('添加图片'), [
      cardFileOfSize('大图.png', 'image/png', 3 * MB),
    ]);
    await expect(canvas.getByRole('alert')).toHaveTextContent('图片不能超过2MB');
  },
};

/** Eight chosen and three more picked: one fits, the rest are refused. */
export const TooMany: Story = {
  parameters: { initialCount: 8 },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.upload(canvas.getByLabelText('添加图片'), [
      cardPhotoFile('a.png'),
      cardPhotoFile('b.png'),
      cardPhotoFile('c.png'),
    ]);
    await expect(canvas.getByRole('alert')).toHaveTextContent('最多上传9张图片');
    await expect(canvas.getAllByRole('button', { name: /^删除/ })).toHaveLength(9);
    // Full: the chooser is gone.
    await expect(canvas.queryByLabelText('添加图片')).not.toBeInTheDocument();
    await previewsLoaded(canvasElement);
  },
};

/** Uploading: one done, one under way, one failed. */
export const Uploading: Story = {
  parameters: { initialCount: 3 },
  args: {
    uploads: {
      'photo-1': { progress: 100 },
      'photo-2': { progress: 45 },
      'photo-3': { progress: 20, error: '上传失败' },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const bars = canvas.getAllByRole('progressbar');
    await expect(bars).toHaveLength(1);
    await expect(bars[0]).toHaveAccessibleName('第2张图片上传进度');
    await expect(bars[0]).toHaveAttribute('aria-valuenow', '45');
    await expect(canvas.getByText('上传失败')).toBeVisible();
    await previewsLoaded(canvasElement);
  },
};

/** While the post is sent nothing can be added or removed. */
export const Disabled: Story = {
  parameters: { initialCount: 2 },
  args: { isDisabled: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByLabelText('添加图片')).toBeDisabled();
    for (const button of canvas.getAllByRole('button', { name: /^删除/ })) {
      await expect(button).toBeDisabled();
    }
    await previewsLoaded(canvasElement);
  },
};
