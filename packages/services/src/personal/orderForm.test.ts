import { describe, expect, it } from 'vitest';
import { checkOrderForm, earliestPurchaseDay, shanghaiToday, type OrderForm } from './orderForm';
import {
  MSG_ORDER_DATE_FUTURE,
  MSG_ORDER_DATE_INVALID,
  MSG_ORDER_DATE_TOO_OLD,
  MSG_ORDER_PRICE_INVALID,
  MSG_ORDER_PRODUCT_EMPTY,
  MSG_ORDER_PRODUCT_INVALID,
  MSG_ORDER_WINDOW_INVALID,
} from './personalMessages';

// 2026-01-01 23:30 in Shanghai is still 2026-01-01 15:30 UTC: the day is Shanghai's.
const LATE_EVENING = Date.UTC(2026, 0, 1, 15, 30);
// 00:30 on 2 January in Shanghai, 16:30 UTC on 1 January.
const AFTER_MIDNIGHT = Date.UTC(2026, 0, 1, 16, 30);

const FORM: OrderForm = {
  product: '【京东】华为 Mate 60 Pro https://item.jd.com/100012043978.html 复制打开',
  paidPrice: '6299',
  boughtOn: '2026-01-01',
  windowDays: '',
};

const message = (form: Partial<OrderForm>, now = LATE_EVENING) => {
  const checked = checkOrderForm({ ...FORM, ...form }, now);
  return checked.ok ? null : checked.message;
};

describe('checkOrderForm', () => {
  it('reads the link out of share text, the price in fen and leaves the window to the store', () => {
    expect(checkOrderForm(FORM, LATE_EVENING)).toEqual({
      ok: true,
      value: {
        product: { url: 'https://item.jd.com/100012043978.html' },
        paidPrice: 629_900,
        boughtOn: '2026-01-01',
      },
    });
  });

  it('takes a link without its scheme', () => {
    const checked = checkOrderForm(
      { ...FORM, product: 'item.jd.com/100012043978.html' },
      LATE_EVENING,
    );
    expect(checked).toMatchObject({
      ok: true,
      value: { product: { url: 'https://item.jd.com/100012043978.html' } },
    });
  });

  it('takes a dp id as the product and a window of 1–90 days', () => {
    const checked = checkOrderForm(
      { ...FORM, product: '100012043978-3', windowDays: '15' },
      LATE_EVENING,
    );
    expect(checked).toMatchObject({
      ok: true,
      value: { product: { dpId: '100012043978-3' }, windowDays: 15 },
    });
  });

  it('names the first problem in the form’s order', () => {
    expect(message({ product: '  ' })).toBe(MSG_ORDER_PRODUCT_EMPTY);
    expect(message({ product: '好便宜' })).toBe(MSG_ORDER_PRODUCT_INVALID);
    expect(message({ paidPrice: '0' })).toBe(MSG_ORDER_PRICE_INVALID);
    expect(message({ paidPrice: '12.345' })).toBe(MSG_ORDER_PRICE_INVALID);
    expect(message({ boughtOn: '' })).toBe(MSG_ORDER_DATE_INVALID);
    expect(message({ boughtOn: '2025-02-30' })).toBe(MSG_ORDER_DATE_INVALID);
    expect(message({ windowDays: '0' })).toBe(MSG_ORDER_WINDOW_INVALID);
    expect(message({ windowDays: '91' })).toBe(MSG_ORDER_WINDOW_INVALID);
    expect(message({ windowDays: '7.5' })).toBe(MSG_ORDER_WINDOW_INVALID);
  });

  it('refuses a day ahead of Shanghai’s today, which moves at Shanghai’s midnight', () => {
    expect(message({ boughtOn: '2026-01-02' }, LATE_EVENING)).toBe(MSG_ORDER_DATE_FUTURE);
    expect(message({ boughtOn: '2026-01-02' }, AFTER_MIDNIGHT)).toBeNull();
    expect(shanghaiToday(LATE_EVENING)).toBe('2026-01-01');
    expect(shanghaiToday(AFTER_MIDNIGHT)).toBe('2026-01-02');
  });

  it('accepts the last 90 days, today included, and refuses older ones', () => {
    expect(earliestPurchaseDay(LATE_EVENING)).toBe('2025-10-04');
    expect(message({ boughtOn: '2025-10-04' })).toBeNull();
    expect(message({ boughtOn: '2025-10-03' })).toBe(MSG_ORDER_DATE_TOO_OLD);
  });
});
