import type { WireAnswer, WireBody } from '@pricetrail/core';
import { describe, expectTypeOf, it } from 'vitest';
import type {
  IdentityApiClient,
  ModifyFields,
  QrCodeData,
  QrScanData,
  SignInData,
  SmsCodeData,
} from './identityTypes';
import type { WireModifiedUser, WireUserDetail } from './identityWire';
import { toUserInfo } from './userFacts';

type Data<A extends { data?: unknown }> = NonNullable<A['data']>;

type Answered<M extends keyof IdentityApiClient> = Awaited<ReturnType<IdentityApiClient[M]>>;

// `pnpm typecheck` checks these: the `data` the identity client reads, or a field it sends,
// drifting from the API document (packages/core/src/wire/openapi.ts, `pnpm api:types`) fails to
// compile.
describe('the wire types of IdentityApi', () => {
  it('reads the SMS code, password sign-in and QR answers as documented', () => {
    expectTypeOf<SmsCodeData>().toEqualTypeOf<Data<WireAnswer<'/UserHelper/SmsCode', 'post'>>>();
    expectTypeOf<SignInData>().toEqualTypeOf<Data<WireAnswer<'/User/Login', 'post'>>>();
    expectTypeOf<QrCodeData>().toEqualTypeOf<Data<WireAnswer<'/helper/QrCode'>>>();
    expectTypeOf<QrScanData>().toEqualTypeOf<Data<WireAnswer<'/helper/QrScan', 'post'>>>();
    expectTypeOf<Answered<'sendSmsCode'>['data']>().toEqualTypeOf<SmsCodeData | undefined>();
    expectTypeOf<Answered<'login'>['data']>().toEqualTypeOf<SignInData | undefined>();
    expectTypeOf<Answered<'qrCode'>['data']>().toEqualTypeOf<QrCodeData | undefined>();
    expectTypeOf<Answered<'qrScan'>['data']>().toEqualTypeOf<QrScanData | undefined>();
  });

  it('reads the user detail fields the document lists', () => {
    expectTypeOf<WireUserDetail>().toEqualTypeOf<Data<WireAnswer<'/User/Detail'>>>();
    expectTypeOf<keyof WireUserDetail>().toEqualTypeOf<
      'uid' | 'nickname' | 'unions' | 'has_passwd' | 'is_operator'
    >();
    expectTypeOf<keyof WireUserDetail['unions'][number]>().toEqualTypeOf<
      'utype' | 'unick' | 'status'
    >();
  });

  it('reads the user a modify answers with as the detail, from the document', () => {
    expectTypeOf<WireModifiedUser>().toEqualTypeOf<Data<WireAnswer<'/User/Modify', 'post'>>>();
    expectTypeOf<WireModifiedUser>().toEqualTypeOf<WireUserDetail>();
    expectTypeOf(toUserInfo).parameter(0).toEqualTypeOf<WireUserDetail | undefined>();
  });

  it('sends the fields the document lists', () => {
    expectTypeOf<Parameters<IdentityApiClient['sendSmsCode']>[0]>().toExtend<
      WireBody<'/UserHelper/SmsCode', 'post'>
    >();
    expectTypeOf<ModifyFields>().toExtend<WireBody<'/User/Modify', 'post'>>();
    expectTypeOf<Parameters<IdentityApiClient['resetPassword']>[0]>().toExtend<
      WireBody<'/User/ResetPassword', 'post'>
    >();
  });
});
