import type { AlertChannel, AlertSettingsStore, SectionNote } from '@pricetrail/services';
import type { AlertChannelCardProps } from '@pricetrail/ui';

/** A section's note split in two: a field's refusal goes under the field, the rest under the card. */
export function splitNote(note: SectionNote | undefined, field?: SectionNote['field']) {
  return {
    fieldError: field && note?.field === field ? note.text : null,
    cardNote: note && note.field === undefined ? note : null,
  };
}

/** The card's 发送测试 props for a channel, from the settings store. */
export function channelTestProps(
  store: AlertSettingsStore,
  channel: AlertChannel,
): Pick<AlertChannelCardProps, 'testState' | 'testMessage' | 'onTest'> {
  const test = store.tests[channel];
  return {
    testState: test?.state ?? 'idle',
    testMessage: test && test.state !== 'pending' ? test.text : undefined,
    onTest: () => void store.sendTest(channel),
  };
}
