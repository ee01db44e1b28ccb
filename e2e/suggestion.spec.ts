import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serverDataDir, withServerDb } from './support/serverDb';
import { expect, test } from './support/visitor';

// A real 48 × 32 PNG, as a screenshot would be.
const SCREENSHOT = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAgCAIAAADbtmxLAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAASUlEQVRYhe2WAQkAQAwC1+c6GNDUH2PPOFgAET03NF/drCtAQdGhmiFsWdbxg2CMDtUMYcuyDiF80KJDNUPYssihCMY6HRwe1wfGcbJMo2S7DAAAAABJRU5ErkJggg==',
  'base64',
);

/** The stored suggestion with this text, read from the server's own database. */
function storedSuggestion(text: string) {
  return withServerDb((db) =>
    db.kysely
      .selectFrom('suggestions')
      .select(['user_id', 'contact', 'images', 'status'])
      .where('text', '=', text)
      .executeTakeFirst(),
  );
}

test('a visitor sends feedback with a screenshot, and operators find it stored', async ({
  page,
}, testInfo) => {
  const text = `希望能加上唯品会的历史价格（${testInfo.project.name} ${Date.now()}）`;
  await page.goto('/app/suggestion');
  await expect(page.getByRole('heading', { level: 1, name: '意见反馈' })).toBeVisible();
  await page.getByLabel('你的意见或建议').fill(text);
  await page.getByLabel('联系方式（选填）').fill('e2e@example.com');
  await page
    .getByLabel('添加截图')
    .setInputFiles({ name: '截图.png', mimeType: 'image/png', buffer: SCREENSHOT });
  await expect(page.getByRole('img', { name: /^第1张图片/ })).toBeVisible();
  await page.getByRole('button', { name: '提交反馈' }).click();
  await expect(page.getByRole('status')).toContainText('感谢你的反馈');

  const row = await storedSuggestion(text);
  expect(row).toMatchObject({ user_id: null, contact: 'e2e@example.com', status: 'new' });
  const images = JSON.parse(row?.images ?? '[]') as { files: Record<string, string> }[];
  expect(images).toHaveLength(1);
  for (const file of Object.values(images[0]?.files ?? {})) {
    expect(file).toMatch(/\.webp$/);
    expect(existsSync(join(serverDataDir(), 'uploads', file))).toBe(true);
  }
});

test('a file that is not an image is refused by the server beside the screenshots', async ({
  page,
}) => {
  await page.goto('/app/suggestion');
  await page.getByLabel('你的意见或建议').fill('附件是网页');
  // Declared a PNG, but the bytes are HTML: only the server, reading the bytes, can tell.
  await page.getByLabel('添加截图').setInputFiles({
    name: 'page.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<html><script>alert(1)</script></html>'),
  });
  await page.getByRole('button', { name: '提交反馈' }).click();
  await expect(page.getByText('只支持 JPG、PNG、WebP 图片')).toBeVisible();
  await expect(page.getByRole('button', { name: '提交反馈' })).toBeVisible();
});
