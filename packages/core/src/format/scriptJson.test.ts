import { describe, expect, it } from 'vitest';
import { jsonForScript } from './scriptJson.js';

describe('jsonForScript', () => {
  it('keeps a title that closes the script element as text inside it', () => {
    const value = { title: '</script><script>alert(1)</script><!-- </SCRIPT> & \u2028 >' };
    const text = jsonForScript(value);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(text.toLowerCase()).not.toContain('</script');
    expect(JSON.parse(text)).toEqual(value);
  });

  it('leaves other text as JSON.stringify writes it', () => {
    expect(jsonForScript({ name: '价迹', price: 19.9 })).toBe('{"name":"价迹","price":19.9}');
  });
});
