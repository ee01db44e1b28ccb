import { describe, expect, test } from 'vitest';
import { findShortLink, parseProductUrl, toDesktopUrl } from './parseProductUrl.js';

describe('store links in every listed form', () => {
  test.each([
    // JD family (3)
    ['https://item.jd.com/1238838350.html', '1238838350-3', 'https://item.jd.com/1238838350.html'],
    ['http://item.m.jd.com/product/1098344.html', '1098344-3', 'https://item.jd.com/1098344.html'],
    [
      'https://item.m.jd.com/product/graphext/100012043978.html',
      '100012043978-3',
      'https://item.jd.com/100012043978.html',
    ],
    [
      'https://item.m.jd.com/product/100012043978.html?_fd=jdm&price=5999&utm_source=iosapp&utm_medium=appshare',
      '100012043978-3',
      'https://item.jd.com/100012043978.html',
    ],
    [
      'https://wqsitem.jd.com/detail/100008348542_d100008348542_normal.html?sceneval=2',
      '100008348542-3',
      'https://item.jd.com/100008348542.html',
    ],
    [
      'https://item.jd.hk/10020445987653.html',
      '10020445987653-3',
      'https://npcitem.jd.hk/10020445987653.html',
    ],
    [
      'https://npcitem.jd.hk/100048233520.html',
      '100048233520-3',
      'https://npcitem.jd.hk/100048233520.html',
    ],
    [
      'https://mitem.jd.hk/product/100048233520.html',
      '100048233520-3',
      'https://npcitem.jd.hk/100048233520.html',
    ],
    [
      'https://item.yiyaojd.com/100006557285.html',
      '100006557285-3',
      'https://item.yiyaojd.com/100006557285.html',
    ],
    // Tmall (83)
    [
      'https://detail.tmall.com/item.htm?spm=a220m.1000858.1000725.1.269c745ayQE9ph&id=527075698825&sku_properties=1627207:909850991',
      '527075698825-83',
      'https://detail.tmall.com/item.htm?id=527075698825',
    ],
    [
      'https://detail.tmall.com/item_o.htm?id=608543297421&skuId=4370522224423',
      '608543297421-83',
      'https://detail.tmall.com/item.htm?id=608543297421',
    ],
    [
      'https://detail.m.tmall.com/item.htm?id=521628888465',
      '521628888465-83',
      'https://detail.tmall.com/item.htm?id=521628888465',
    ],
    [
      'https://chaoshi.detail.tmall.com/item.htm?id=520420413456&spm=a3204.7933263',
      '520420413456-83',
      'https://detail.tmall.com/item.htm?id=520420413456',
    ],
    [
      'https://detail.tmall.hk/hk/item.htm?id=563282925678',
      '563282925678-83',
      'https://detail.tmall.hk/hk/item.htm?id=563282925678',
    ],
    // Taobao (123)
    [
      'https://item.taobao.com/item.htm?id=597423436528&ali_refid=a3_430673',
      '597423436528-123',
      'https://item.taobao.com/item.htm?id=597423436528',
    ],
    [
      'https://item.taobao.com/item.html?id=597423436528',
      '597423436528-123',
      'https://item.taobao.com/item.htm?id=597423436528',
    ],
    [
      'http://h5.m.taobao.com/awp/core/detail.htm?id=525658240175',
      '525658240175-123',
      'https://item.taobao.com/item.htm?id=525658240175',
    ],
    [
      'https://market.m.taobao.com/app/dinamic/h5-tb-detail/index.html?id=636425469873',
      '636425469873-123',
      'https://item.taobao.com/item.htm?id=636425469873',
    ],
    [
      'https://m.intl.taobao.com/detail/detail.html?id=558974362719',
      '558974362719-123',
      'https://item.taobao.com/item.htm?id=558974362719',
    ],
    [
      'https://world.taobao.com/item/562846380945.htm',
      '562846380945-123',
      'https://item.taobao.com/item.htm?id=562846380945',
    ],
    [
      'https://www.taobao.com/list/item/583692431837.htm',
      '583692431837-123',
      'https://item.taobao.com/item.htm?id=583692431837',
    ],
    // Pinduoduo (353)
    [
      'https://mobile.yangkeduo.com/goods.html?goods_id=2165318917&page_from=23',
      '2165318917-353',
      'https://mobile.yangkeduo.com/goods.html?goods_id=2165318917',
    ],
    [
      'https://mobile.yangkeduo.com/goods2.html?goods_id=153295726381',
      '153295726381-353',
      'https://mobile.yangkeduo.com/goods.html?goods_id=153295726381',
    ],
    // Suning (25), Vipshop (129)
    [
      'https://product.suning.com/0000000000/10594258397.html?srcPoint=index3',
      '10594258397-25',
      'https://product.suning.com/0000000000/10594258397.html',
    ],
    [
      'https://detail.vip.com/detail-2640560-476811105.html',
      '476811105-129',
      'https://detail.vip.com/detail-2640560-476811105.html',
    ],
    // Amazon.cn (2), 1688 (344)
    [
      'https://www.amazon.cn/dp/B07FKTZC4M/ref=sr_1_1?keywords=kindle',
      'B07FKTZC4M-2',
      'https://www.amazon.cn/dp/B07FKTZC4M',
    ],
    [
      'https://www.amazon.cn/gp/product/B07FKTZC4M',
      'B07FKTZC4M-2',
      'https://www.amazon.cn/dp/B07FKTZC4M',
    ],
    [
      'https://www.amazon.cn/Kindle-Paperwhite/dp/B07FKTZC4M',
      'B07FKTZC4M-2',
      'https://www.amazon.cn/dp/B07FKTZC4M',
    ],
    [
      'https://detail.1688.com/offer/623547788410.html?spm=a26352',
      '623547788410-344',
      'https://detail.1688.com/offer/623547788410.html',
    ],
    // Further real forms seen in shares and browser bars
    [
      'https://item.jd.com/100012043978.html#crumb-wrap',
      '100012043978-3',
      'https://item.jd.com/100012043978.html',
    ],
    [
      'https://item.m.jd.com/product/100012043978.html?gx=RnFi&ad_od=share&utm_source=androidapp&utm_medium=appshare&utm_campaign=t_335139774&utm_term=CopyURL',
      '100012043978-3',
      'https://item.jd.com/100012043978.html',
    ],
    [
      'https://item.m.jd.com/ware/view.action?wareId=1098344',
      '1098344-3',
      'https://item.jd.com/1098344.html',
    ],
    ['http://item.jd.hk/1966380930.html', '1966380930-3', 'https://npcitem.jd.hk/1966380930.html'],
    [
      'https://detail.tmall.com/item.htm?abbucket=17&id=675849235467&ns=1&spm=a21n57.1.0.0.5ef3523cBt4Xs2',
      '675849235467-83',
      'https://detail.tmall.com/item.htm?id=675849235467',
    ],
    [
      'https://detail.m.tmall.com/item.htm?spm=a2141.7631564.0.0&id=521628888465&skuId=3156528366713',
      '521628888465-83',
      'https://detail.tmall.com/item.htm?id=521628888465',
    ],
    [
      'https://item.taobao.com/item.htm?ft=t&id=597423436528&spm=a1z10.1-c.w4004-21360781025.2.1b0f1c3e',
      '597423436528-123',
      'https://item.taobao.com/item.htm?id=597423436528',
    ],
    [
      'https://main.m.taobao.com/detail/index.html?id=636425469873&utm_source=share',
      '636425469873-123',
      'https://item.taobao.com/item.htm?id=636425469873',
    ],
    [
      'https://mobile.yangkeduo.com/goods.html?_wv=41729&goods_id=2165318917&_x_share_id=f3a9&refer_share_channel=copy_link',
      '2165318917-353',
      'https://mobile.yangkeduo.com/goods.html?goods_id=2165318917',
    ],
    [
      'https://m.suning.com/product/0070094634/000000011210599174.html?utm_source=app',
      '000000011210599174-25',
      'https://product.suning.com/0070094634/000000011210599174.html',
    ],
    [
      'https://m.vip.com/product-1710613195-6919079434577427.html?f=share',
      '6919079434577427-129',
      'https://detail.vip.com/detail-1710613195-6919079434577427.html',
    ],
    [
      'https://www.amazon.cn/gp/aw/d/B07FKTZC4M?psc=1',
      'B07FKTZC4M-2',
      'https://www.amazon.cn/dp/B07FKTZC4M',
    ],
    [
      'https://m.1688.com/offer/623547788410.html?spm=a26g8',
      '623547788410-344',
      'https://detail.1688.com/offer/623547788410.html',
    ],
    [
      'http://product.dangdang.com/29123456.html?_ddclickunion=P-306226',
      '29123456-1',
      'https://product.dangdang.com/29123456.html',
    ],
    [
      'https://goods.kaola.com/product/5519803.html?ri=nav',
      '5519803-216',
      'https://goods.kaola.com/product/5519803.html',
    ],
    [
      'https://youpin.mi.com/detail?gid=104896&spmref=YouPinPC',
      '104896-450',
      'https://youpin.mi.com/detail?gid=104896',
    ],
    [
      'https://www.amazon.com/Apple-AirPods/dp/B0BDHWDR12/ref=sr_1_3?crid=2X',
      'B0BDHWDR12-228',
      'https://www.amazon.com/dp/B0BDHWDR12',
    ],
  ])('%s → %s', (input, dpId, canonicalUrl) => {
    const parsed = parseProductUrl(input);
    expect(parsed).toMatchObject({ dpId, canonicalUrl });
    expect(parsed).toMatchObject({ itemId: dpId.slice(0, dpId.lastIndexOf('-')) });
    expect(canonicalUrl).not.toMatch(/spm|utm_|sku_properties|ali_refid|page_from|srcPoint|share/);
  });

  test('the vip.com item id is the last number', () => {
    expect(parseProductUrl('https://detail.vip.com/detail-2640560-476811105.html')).toMatchObject({
      itemId: '476811105',
      siteId: 129,
    });
  });
});

describe('share texts', () => {
  test.each([
    [
      '【京东】https://item.m.jd.com/product/100012043978.html「华为 Mate 60」点击链接直接打开',
      '100012043978-3',
    ],
    [
      '【淘宝】https://m.tb.cn/h.5abc?tk=x 「耳机」 但这里还有一个 https://item.taobao.com/item.htm?id=597423436528，打开',
      '597423436528-123',
    ],
    [
      '复制这条信息，￥AbCd1234￥打开手机淘宝 https://item.taobao.com/item.htm?id=597423436528。',
      '597423436528-123',
    ],
    [
      '【天猫超市】三只松鼠坚果礼盒 https://chaoshi.detail.tmall.com/item.htm?id=520420413456）',
      '520420413456-83',
    ],
    [
      '拼多多 https://mobile.yangkeduo.com/goods.html?goods_id=2165318917，快来一起拼',
      '2165318917-353',
    ],
    [
      '【拼多多】我在拼多多上发现了一个好东西，快来看看吧！https://mobile.yangkeduo.com/goods.html?goods_id=2165318917&_wv=41729',
      '2165318917-353',
    ],
    [
      '看看这个：https://detail.tmall.com/item.htm?id=527075698825&spm=a1z10（天猫）',
      '527075698825-83',
    ],
    ['"https://item.jd.com/1238838350.html"', '1238838350-3'],
    ['<https://item.jd.com/1238838350.html>', '1238838350-3'],
    ['https://item.jd.com/1238838350.html.', '1238838350-3'],
    ['item.jd.com/1238838350.html', '1238838350-3'],
    ['  HTTPS://ITEM.JD.COM/1238838350.html  ', '1238838350-3'],
  ])('%s', (input, dpId) => {
    expect(parseProductUrl(input)).toMatchObject({ dpId });
  });
});

describe('refusals', () => {
  test.each([
    ['https://u.jd.com/abcDEF', 'needs_resolution'],
    [
      '【京东】https://3.cn/1-ABCdef?jkl=@XyZ 「Apple iPhone 15」 点击链接直接打开',
      'needs_resolution',
    ],
    [
      '7¥ CZ0001 AbCdEfGhIjK¥ https://m.tb.cn/h.5XyzAbc  MU4321 「小米手环8」点击链接直接打开 或者 淘口令打开',
      'needs_resolution',
    ],
    ['https://item.jd.com:8443@evil.example/1238838350.html', 'unsupported_site'],
    ['https://item.taobao.com.evil.example/item.htm?id=597423436528', 'unsupported_site'],
    ['https://detail.tmall.com.cn/item.htm?id=527075698825', 'unsupported_site'],
    ['https://evil.example/item.jd.com/1238838350.html', 'unsupported_site'],
    ['https://evil.example/#https://item.jd.com/1238838350.html', 'unsupported_site'],
    ['https://evil.example/go?to=https%3A%2F%2Fitem.jd.com%2F1238838350.html', 'unsupported_site'],
    ['https://h5.m.taobao.com/search?id=597423436528', 'unsupported_site'],
    ['https://www.jd.com/', 'unsupported_site'],
    ['https://search.jd.com/Search?keyword=iphone', 'unsupported_site'],
    ['https://3.cn/-1ABCdef', 'needs_resolution'],
    ['【淘宝】https://e.tb.cn/h.gsdEfG?tk=1 「手机」', 'needs_resolution'],
    ['https://m.tb.cn/h.5abc?sm=1', 'needs_resolution'],
    ['https://www.example.com/item/1.html', 'unsupported_site'],
    ['https://item.jd.com.example.net/1238838350.html', 'unsupported_site'],
    ['https://detail.tmall.com@example.net/item.htm?id=527075698825', 'unsupported_site'],
    ['https://example.net/?u=https://item.jd.com/1238838350.html', 'unsupported_site'],
    ['https://evil-jd.com/1238838350.html', 'unsupported_site'],
    ['https://item.jd.com/', 'unsupported_site'],
    ['https://item.jd.com/abc.html', 'unsupported_site'],
    ['https://detail.tmall.com/item.htm?id=abc', 'unsupported_site'],
    ['javascript:alert(1)//item.jd.com/1.html', 'not_a_url'],
    ['华为手机', 'not_a_url'],
    ['', 'not_a_url'],
    ['ftp://item.jd.com/1238838350.html', 'not_a_url'],
  ])('%s → %s', (input, error) => {
    expect(parseProductUrl(input)).toEqual({ error });
  });
});

describe('toDesktopUrl', () => {
  test.each([
    [
      'https://item.m.jd.com/product/100012043978.html?utm_source=x',
      'https://item.jd.com/100012043978.html',
    ],
    [
      'https://detail.m.tmall.com/item.htm?id=521628888465',
      'https://detail.tmall.com/item.htm?id=521628888465',
    ],
    [
      'http://h5.m.taobao.com/awp/core/detail.htm?id=525658240175',
      'https://item.taobao.com/item.htm?id=525658240175',
    ],
    ['https://mitem.jd.hk/product/100048233520.html', 'https://npcitem.jd.hk/100048233520.html'],
    [
      'https://m.suning.com/product/0070094634/000000011210599174.html',
      'https://product.suning.com/0070094634/000000011210599174.html',
    ],
    [
      'https://m.vip.com/product-1710613195-6919079434577427.html',
      'https://detail.vip.com/detail-1710613195-6919079434577427.html',
    ],
    [
      'https://m.1688.com/offer/623547788410.html',
      'https://detail.1688.com/offer/623547788410.html',
    ],
  ])('%s → %s', (input, expected) => {
    expect(toDesktopUrl(input)).toBe(expected);
  });

  test.each([
    'https://item.jd.com/1238838350.html?x=1',
    'https://detail.tmall.com/item.htm?id=527075698825&spm=x',
    'https://www.example.com/',
    'https://m.example.com/product/1.html',
    'not a url',
  ])('leaves %s unchanged', (input) => {
    expect(toDesktopUrl(input)).toBe(input);
  });
});

describe('the short link in a share text', () => {
  test.each([
    [
      '【京东】https://3.cn/1-ABCdef?jkl=@XyZ 「Apple iPhone 15」 点击链接直接打开',
      'https://3.cn/1-ABCdef?jkl=@XyZ',
    ],
    [
      '7¥ CZ0001 AbCdEfGhIjK¥ https://m.tb.cn/h.5XyzAbc  MU4321 「小米手环8」点击链接直接打开',
      'https://m.tb.cn/h.5XyzAbc',
    ],
    ['看看 https://www.example.com/ 和 https://u.jd.com/abcDEF', 'https://u.jd.com/abcDEF'],
    ['https://p.pinduoduo.com/aBcD1234', 'https://p.pinduoduo.com/aBcD1234'],
  ])('%s → %s', (input, expected) => {
    expect(findShortLink(input)?.href).toBe(expected);
  });

  test.each([
    'https://item.jd.com/1238838350.html',
    'https://3.cn.evil.example/abc',
    'https://evil.example/?u=https://3.cn/abc',
    '华为手机',
  ])('is absent from %s', (input) => {
    expect(findShortLink(input)).toBeUndefined();
  });
});
