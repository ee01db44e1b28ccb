import {
  MSG_SUGGESTION_CONTACT,
  MSG_SUGGESTION_EMPTY,
  MSG_SUGGESTION_TOO_MANY_IMAGES,
  SUGGESTION_FIELD_CODES,
} from '@pricetrail/core';
import { describe, expect, test } from 'vitest';
import { FakeSuggestionApi, SAMPLE_SUGGESTION_THANKS } from './FakeSuggestionApi';
import { SuggestionStore } from './SuggestionStore';

let ids = 0;

function image(type = 'image/png', filename = 'shot.png') {
  ids += 1;
  return { id: String(ids), file: new File([new Uint8Array(100)], filename, { type }) };
}

describe('SuggestionStore', () => {
  test('sends the trimmed text, contact and chosen screenshots, then says thanks', async () => {
    const api = new FakeSuggestionApi();
    const store = new SuggestionStore(api);
    store.setText('  希望支持唯品会  ');
    store.setContact(' 13800138000 ');
    store.setImages([image(), image('image/jpeg', 'b.jpg')]);
    await store.submit();
    expect(store.status).toBe('sent');
    expect(store.sentMessage).toBe(SAMPLE_SUGGESTION_THANKS);
    expect(api.sent[0]).toMatchObject({ text: '希望支持唯品会', contact: '13800138000' });
    expect(api.sent[0]?.images.map((i) => i.filename)).toEqual(['shot.png', 'b.jpg']);
  });

  test('an empty text or a bad contact is shown beside its field and nothing is sent', async () => {
    const api = new FakeSuggestionApi();
    const store = new SuggestionStore(api);
    store.setContact('abc');
    await store.submit();
    expect(store.errors).toMatchObject({
      text: MSG_SUGGESTION_EMPTY,
      contact: MSG_SUGGESTION_CONTACT,
    });
    expect(api.sent).toHaveLength(0);
    store.setText('好');
    expect(store.errors.text).toBeUndefined();
  });

  test('keeps at most three screenshots and says so; removing one clears the line', () => {
    const store = new SuggestionStore(new FakeSuggestionApi());
    store.setImages([image(), image(), image('image/webp'), image()]);
    expect(store.images).toHaveLength(3);
    expect(store.errors.images).toBe(MSG_SUGGESTION_TOO_MANY_IMAGES);
    expect(store.canAddImages).toBe(false);
    store.setImages(store.images.slice(1));
    expect(store.images).toHaveLength(2);
    expect(store.errors.images).toBeUndefined();
    expect(store.canAddImages).toBe(true);
  });

  test('the server’s refusal of a screenshot shows beside the screenshots', async () => {
    const store = new SuggestionStore(
      new FakeSuggestionApi({
        fail: { code: SUGGESTION_FIELD_CODES.images, msg: '图片已损坏，无法读取' },
      }),
    );
    store.setText('好');
    store.setImages([image()]);
    await store.submit();
    expect(store.status).toBe('editing');
    expect(store.errors.images).toBe('图片已损坏，无法读取');
    expect(store.formError).toBeNull();
  });

  test('a lost connection shows above the button and the form stays filled', async () => {
    const store = new SuggestionStore(new FakeSuggestionApi({ fail: 'network' }));
    store.setText('好');
    await store.submit();
    expect(store.formError).toBe('网络异常');
    expect(store.text).toBe('好');
    store.startOver();
    expect(store.text).toBe('');
  });
});
