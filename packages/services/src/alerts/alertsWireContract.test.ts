import type { WireAnswer } from '@pricetrail/core';
import { describe, expectTypeOf, it } from 'vitest';
import type { WireAlertSettings } from './alertsWire';
import { toAlertSettings, toNoticePage, toUnread } from './alertsWire';

type Data<A extends { data?: unknown }> = NonNullable<A['data']>;

// `pnpm typecheck` checks these: the `data` the alerts client reads drifting from the API document
// (packages/core/src/wire/openapi.ts, `pnpm api:types`) fails to compile.
describe('the wire types of AlertsApi', () => {
  it('reads the notices and the unread count as documented', () => {
    expectTypeOf(toNoticePage)
      .parameter(0)
      .toEqualTypeOf<Data<WireAnswer<'/UserNotice/List'>> | undefined>();
    expectTypeOf(toUnread)
      .parameter(0)
      .toEqualTypeOf<Data<WireAnswer<'/UserNotice/Unread'>> | undefined>();
    expectTypeOf<Data<WireAnswer<'/UserNotice/Read', 'post'>>>().toExtend<
      Data<WireAnswer<'/UserNotice/Unread'>>
    >();
  });

  it('reads the settings every /UserAlert call that answers them sends', () => {
    expectTypeOf(toAlertSettings)
      .parameter(0)
      .toEqualTypeOf<Data<WireAnswer<'/UserAlert/Settings'>> | undefined>();
    expectTypeOf<Data<WireAnswer<'/UserAlert/Settings', 'post'>>>().toExtend<WireAlertSettings>();
    expectTypeOf<Data<WireAnswer<'/UserAlert/Email', 'post'>>>().toExtend<WireAlertSettings>();
    expectTypeOf<
      Data<WireAnswer<'/UserAlert/PushSubscribe', 'post'>>
    >().toExtend<WireAlertSettings>();
    expectTypeOf<
      Data<WireAnswer<'/UserAlert/PushUnsubscribe', 'post'>>
    >().toExtend<WireAlertSettings>();
    expectTypeOf<Data<WireAnswer<'/UserAlert/ResetFeed', 'post'>>>().toExtend<WireAlertSettings>();
  });
});
