import { MSG_INVALID_CODE } from '@pricetrail/core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SMS_BUDGETS } from '../identity/budget.js';
import { DIALECTS } from '../testing/dialects.js';
import {
  IdentityClient,
  identityHarness,
  type IdentityHarness,
} from '../testing/identityClient.js';

const START = Date.UTC(2026, 5, 1, 4) / 1000;
const ROUNDS = 8;

interface Answer {
  code: number;
  msg: string;
  data?: { capi?: string; link?: string };
}

// What a caller sees, without the per-code capi that differs on every send.
function shape(answer: Answer) {
  return { code: answer.code, msg: answer.msg, data: Object.keys(answer.data ?? {}).sort() };
}

describe.each(DIALECTS)('SMS codes do not tell whose phone is whose on %s', (dialect) => {
  let h: IdentityHarness;
  let seq = 0;

  beforeAll(async () => {
    h = await identityHarness(dialect, START);
  });
  afterAll(() => h.app.close());

  async function signedIn(phone: string, ip: string): Promise<IdentityClient> {
    const client = new IdentityClient(h);
    await client.smsLogin(phone, { ip });
    h.now.value += 7_200;
    return client;
  }

  test.each(['rechange', 'bind'])(
    '%s: a bound phone and a free one get the same answers, before and after the budgets',
    async (tag) => {
      seq += 1;
      const bound = `1360000${String(seq).padStart(4, '0')}`;
      const free = `1370000${String(seq).padStart(4, '0')}`;
      // Each phone asks from its own address, so the two series spend separate IP budgets alike.
      const ips = { bound: `198.51.100.${seq}`, free: `203.0.113.${seq}` };
      await signedIn(bound, `192.0.2.${seq}`);
      const asker = await signedIn(
        `1390000${String(seq).padStart(4, '0')}`,
        `192.0.2.${seq + 100}`,
      );
      if (tag === 'bind') {
        // `bind` is for an account without a phone yet (one made through WeChat, say).
        const uid = Number(asker.jar.get('plt_uid'));
        await h.db.kysely.updateTable('users').set({ phone: null }).where('id', '=', uid).execute();
      }
      const sentBefore = h.sms.sent.length;
      const answers: { bound: Answer[]; free: Answer[] } = { bound: [], free: [] };
      for (let round = 0; round < ROUNDS; round += 1) {
        h.now.value += 61;
        for (const [kind, phone] of [
          ['bound', bound],
          ['free', free],
        ] as const) {
          const response = await asker.post(
            '/UserHelper/SmsCode',
            { phone, tag },
            { ip: ips[kind] },
          );
          answers[kind].push(response.json<Answer>());
        }
      }
      expect(answers.bound.map(shape)).toEqual(answers.free.map(shape));
      expect(answers.bound[0]?.msg).toBe('验证码已发送');
      // The captcha and the budgets were spent on the bound phone too, and it got no SMS.
      expect(answers.bound.map((a) => a.msg)).toContain('请先完成安全验证');
      expect(h.sms.sent.slice(sentBefore).map((s) => s.phone)).not.toContain(bound);
      const phoneBudget = await h.db.kysely
        .selectFrom('identity_limits')
        .select('count')
        .where('key', '=', `sms:phone:${bound}:h`)
        .executeTakeFirst();
      expect(phoneBudget?.count).toBe(answers.free.filter((a) => a.msg === '验证码已发送').length);
      expect(phoneBudget?.count).toBeLessThanOrEqual(SMS_BUDGETS.phone.hour);

      // The confirm step answers a guessed code the same way for both.
      const confirm = async (phone: string) =>
        (
          await asker.post(
            '/User/Modify',
            { tag, phone, code: '000000', old_code: '000000' },
            { ip: ips.free },
          )
        ).json<Answer>();
      expect(await confirm(bound)).toEqual(await confirm(free));
      expect((await confirm(bound)).msg).toBe(MSG_INVALID_CODE);
    },
  );
});
