import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { deflateParts, gzipAround } from './gzipAroundNonce.js';

const parts = (texts: string[]) => texts.map((text) => Buffer.from(text));

describe('gzipAround', () => {
  it.each([
    ['one part, no filler', ['<html>价迹</html>']],
    [
      'parts around two nonces',
      ['<script nonce="', '">a()</script><style nonce="', '">b{}</style>'],
    ],
    ['empty parts at the ends and between', ['', '', '']],
    ['a large page', ['<p>'.repeat(40_000), '历史价格'.repeat(20_000)]],
  ])('inflates to the parts joined by the filler: %s', (_, texts) => {
    const raw = parts(texts);
    const body = gzipAround(raw, deflateParts(raw), Buffer.from('CzKZsSQIdFvNX6dmnFN/Wg=='));
    expect(gunzipSync(body).toString()).toBe(texts.join('CzKZsSQIdFvNX6dmnFN/Wg=='));
  });

  it('compresses a repetitive page far below its size', () => {
    const page = '<div class="sc-a">¥549.00</div>'.repeat(1000);
    const raw = parts([page, '</body>']);
    const body = gzipAround(raw, deflateParts(raw), Buffer.from('nonce'));
    expect(body.length).toBeLessThan(Buffer.byteLength(page) / 20);
  });

  it('refuses a filler longer than a stored block holds', () => {
    const raw = parts(['a', 'b']);
    expect(() => gzipAround(raw, deflateParts(raw), Buffer.alloc(70_000))).toThrow(RangeError);
  });
});
