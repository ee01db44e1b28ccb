import { describe, expect, it } from 'vitest';
import { productRequestOf } from './useProductParam';

const JD_SHARE = '【京东】https://3.cn/1-ABCdef 「荣耀100 16GB+512GB」点击链接直接打开';

describe('productRequestOf', () => {
  it('reads the dp id from the path before anything in the query', () => {
    expect(
      productRequestOf('dp100-3', new URLSearchParams('url=https://item.jd.com/2.html')),
    ).toEqual({
      kind: 'dpId',
      dpId: '100-3',
    });
  });

  it('takes the search form’s ?url=', () => {
    expect(productRequestOf(undefined, new URLSearchParams({ url: '荣耀100' }))).toEqual({
      kind: 'url',
      url: '荣耀100',
    });
  });

  it('takes a share from another app: the field that holds a link, whichever it is', () => {
    const shared = new URLSearchParams({ title: '分享商品', text: JD_SHARE, url: '' });
    expect(productRequestOf(undefined, shared)).toEqual({ kind: 'url', url: JD_SHARE });
  });

  it('takes the shared words when no field holds a link (a catalogue search)', () => {
    const shared = new URLSearchParams({ title: '', text: '  荣耀100  ' });
    expect(productRequestOf(undefined, shared)).toEqual({ kind: 'url', url: '荣耀100' });
  });

  it('asks for nothing when nothing was shared', () => {
    expect(productRequestOf(undefined, new URLSearchParams('title=&text=&url='))).toEqual({
      kind: 'none',
    });
  });
});
