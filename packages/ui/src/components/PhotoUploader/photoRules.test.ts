import { describe, expect, test } from 'vitest';
import { PHOTO_TYPE_ERROR, checkPhotos } from './photoRules';

const MB = 1024 * 1024;

function photo(name: string, type: string, size = 1000): File {
  return new File([new Uint8Array(size)], name, { type });
}

const limits = { existingCount: 0, maxCount: 9, maxSizeMb: 5 };

describe('checkPhotos', () => {
  test('accepts JPEG, PNG and WebP up to the size limit', () => {
    const files = [
      photo('a.jpg', 'image/jpeg'),
      photo('b.png', 'image/png'),
      photo('c.webp', 'image/webp', 5 * MB),
    ];
    expect(checkPhotos(files, limits)).toEqual({ accepted: files, errors: [] });
  });

  test('refuses other types and oversized files with one message per kind', () => {
    const ok = photo('ok.png', 'image/png');
    const result = checkPhotos(
      [
        photo('a.gif', 'image/gif'),
        photo('b.pdf', 'application/pdf'),
        photo('big.jpg', 'image/jpeg', 5 * MB + 1),
        ok,
      ],
      limits,
    );
    expect(result.accepted).toEqual([ok]);
    expect(result.errors).toEqual([PHOTO_TYPE_ERROR, '图片不能超过5MB']);
  });

  test('the size message follows the limit', () => {
    const result = checkPhotos([photo('big.jpg', 'image/jpeg', 2 * MB + 1)], {
      ...limits,
      maxSizeMb: 2,
    });
    expect(result.errors).toEqual(['图片不能超过2MB']);
  });

  test('without a reported type the extension decides', () => {
    const webp = photo('photo.WEBP', '');
    const result = checkPhotos([webp, photo('notes.txt', '')], limits);
    expect(result.accepted).toEqual([webp]);
    expect(result.errors).toEqual([PHOTO_TYPE_ERROR]);
  });

  test('keeps only as many as fit under the count limit', () => {
    const files = ['1', '2', '3'].map((name) => photo(`${name}.png`, 'image/png'));
    const result = checkPhotos(files, { ...limits, existingCount: 7 });
    expect(result.accepted).toEqual(files.slice(0, 2));
    expect(result.errors).toEqual(['最多上传9张图片']);
    expect(checkPhotos(files, { ...limits, existingCount: 9 }).accepted).toEqual([]);
  });
});
