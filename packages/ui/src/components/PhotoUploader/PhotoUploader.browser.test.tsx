import { StrictMode, useState } from 'react';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import { afterEach, expect, test, vi } from 'vitest';
import { ThemeRoot } from '../../theme';
import { cardPhotoFile } from '../../fixtures/cardFixtures';
import { PhotoUploader, type PhotoUploaderFile } from './PhotoUploader';

afterEach(() => {
  vi.restoreAllMocks();
});

function Harness() {
  const [files, setFiles] = useState<PhotoUploaderFile[]>([]);
  return <PhotoUploader files={files} onFilesChange={(event) => setFiles(event.files)} />;
}

/** Picks files the way the browser's picker delivers them. */
function choose(input: HTMLInputElement, files: File[]) {
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

// Strict Mode mounts effects twice; the preview must survive that and still be revoked later.
test('a preview survives Strict Mode and its blob URL is revoked on removal and unmount', async () => {
  const revoke = vi.spyOn(URL, 'revokeObjectURL');
  const screen = await render(
    <StrictMode>
      <ThemeRoot>
        <Harness />
      </ThemeRoot>
    </StrictMode>,
  );
  const input = page.getByLabelText('添加图片').element() as HTMLInputElement;
  choose(input, [cardPhotoFile('开箱.png'), cardPhotoFile('真机.png', 'phone')]);
  // The value is cleared so picking the same file again still counts as a change.
  expect(input.value).toBe('');

  const first = page.getByRole('img', { name: '第1张图片：开箱.png' });
  await expect.element(first).toBeVisible();
  const firstUrl = first.element().getAttribute('src');
  expect(firstUrl).toMatch(/^blob:/);
  await expect
    .poll(() => first.element().closest('[data-state]')?.getAttribute('data-state'))
    .toBe('loaded');
  const secondUrl = page
    .getByRole('img', { name: '第2张图片：真机.png' })
    .element()
    .getAttribute('src');
  revoke.mockClear();

  await page.getByRole('button', { name: '删除第1张图片' }).click();
  await expect.poll(() => revoke.mock.calls.map(([url]) => url)).toEqual([firstUrl]);

  await screen.unmount();
  expect(revoke).toHaveBeenLastCalledWith(secondUrl);
});
