// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { FakePricesApi } from '../api/FakePricesApi';
import { SAMPLE_PRODUCT } from '../api/sampleData';
import { MSG_NOT_TRACKED } from './lookupMessages';
import { ProductLandingStore } from './ProductLandingStore';
import { createTestRootStore } from '../testing/root';

describe('ProductLandingStore', () => {
  it('loads a product with its summary by dp id', async () => {
    const store = new ProductLandingStore(createTestRootStore(), new FakePricesApi());
    await store.load({ dpId: SAMPLE_PRODUCT.dpId });
    expect(store.status).toBe('ready');
    expect(store.detail?.product.url).toBe(SAMPLE_PRODUCT.url);
    expect(store.detail?.summary.lowestPrice).toBeGreaterThan(0);
  });

  it('resolves a link first', async () => {
    const store = new ProductLandingStore(createTestRootStore(), new FakePricesApi());
    await store.load({ url: `分享 ${SAMPLE_PRODUCT.url ?? ''} 快来看` });
    expect(store.detail?.product.dpId).toBe(SAMPLE_PRODUCT.dpId);
  });

  it('says an untracked product is now being tracked', async () => {
    const store = new ProductLandingStore(createTestRootStore(), new FakePricesApi());
    await store.load({ url: 'https://item.jd.com/123456.html' });
    expect(store.status).toBe('error');
    expect(store.message).toBe(MSG_NOT_TRACKED);
  });
});
