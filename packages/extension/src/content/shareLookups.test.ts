import { describe, expect, it } from 'vitest';
import type { ExtensionMessage } from '../shared/messages';
import { TRACKED_ANSWER } from '../testing/sampleAnswers';
import type { SendToWorker } from './sendToWorker';
import { sharingLookups } from './shareLookups';

const LOOKUP = {
  type: 'lookup',
  dpId: '100008348542-3',
  url: 'https://item.jd.com/100008348542.html',
} as const;

function worker() {
  const sent: ExtensionMessage[] = [];
  const send = ((message: ExtensionMessage) => {
    sent.push(message);
    return Promise.resolve(message.type === 'lookup' ? TRACKED_ANSWER : { isQueued: true });
  }) as SendToWorker;
  return { sent, send };
}

describe('sharingLookups', () => {
  it('answers lookups of one product asked together with one message', async () => {
    const { sent, send } = worker();
    const shared = sharingLookups(send);
    const answers = await Promise.all([shared(LOOKUP), shared(LOOKUP)]);
    expect(answers).toEqual([TRACKED_ANSWER, TRACKED_ANSWER]);
    expect(sent).toHaveLength(1);
  });

  it('asks again once the answer is in (a queued product is checked again later)', async () => {
    const { sent, send } = worker();
    const shared = sharingLookups(send);
    await shared(LOOKUP);
    await shared(LOOKUP);
    expect(sent).toHaveLength(2);
  });

  it('sends other messages, and other products’ lookups, as they come', async () => {
    const { sent, send } = worker();
    const shared = sharingLookups(send);
    await Promise.all([
      shared(LOOKUP),
      shared({ ...LOOKUP, dpId: '100012043978-3' }),
      shared({ type: 'watch', dpId: LOOKUP.dpId, url: LOOKUP.url, targetPrice: null }),
    ]);
    expect(sent.map((message) => message.type)).toEqual(['lookup', 'lookup', 'watch']);
  });
});
