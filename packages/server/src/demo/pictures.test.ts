import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { CATEGORY_SPECS } from './data/index.js';
import { demoPicture } from './pictures.js';

const ASSETS = fileURLToPath(new URL('../../demo-assets/', import.meta.url));

test('every demo model has a picture on disk, of its own kind', () => {
  const missing = CATEGORY_SPECS.flatMap((spec) =>
    spec.models
      .map((model) => demoPicture(spec.slug, model.head))
      .filter((picture) => !existsSync(`${ASSETS}${picture.replace('/demo-assets/', '')}`)),
  );
  expect(missing).toEqual([]);
  expect(demoPicture('personal-care', '高露洁（Colgate）劲白小苏打牙膏')).toBe(
    '/demo-assets/personal-care-toothpaste.svg',
  );
  expect(demoPicture('personal-care', '戴森（Dyson）Supersonic 吹风机 HD15')).toBe(
    '/demo-assets/personal-care.svg',
  );
  expect(demoPicture('audio', 'JBL FLIP6')).toBe('/demo-assets/audio-speaker.svg');
});
