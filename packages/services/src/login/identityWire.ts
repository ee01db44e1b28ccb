import type { WireAnswer } from '@pricetrail/core';

// The wire types are the API document's `data` of each `{ code, msg, data }` answer; the readers
// keep their tolerant reads (a code or uid sent as text, a missing field as empty).

/** `data` of `POST /UserHelper/SmsCode` as the server sends it. */
export type WireSmsCode = NonNullable<WireAnswer<'/UserHelper/SmsCode', 'post'>['data']>;

/** `data` of `POST /User/Login` as the server sends it. */
export type WireSignIn = NonNullable<WireAnswer<'/User/Login', 'post'>['data']>;

/** `data` of `GET /User/Detail` as the server sends it. */
export type WireUserDetail = NonNullable<WireAnswer<'/User/Detail'>['data']>;

/** `data` of a `POST /User/Modify` success as the server sends it: the user as changed. */
export type WireModifiedUser = NonNullable<WireAnswer<'/User/Modify', 'post'>['data']>;

/** `data` of `GET /UserUnion/Authorize` as the server sends it. */
export type WireAuthorize = NonNullable<WireAnswer<'/UserUnion/Authorize'>['data']>;

/** `data` of `GET /helper/QrCode` as the server sends it. */
export type WireQrCode = NonNullable<WireAnswer<'/helper/QrCode'>['data']>;

/** `data` of `POST /helper/QrScan` as the server sends it. */
export type WireQrScan = NonNullable<WireAnswer<'/helper/QrScan', 'post'>['data']>;

/** The part of `GET /UserCollection/List`'s `data` the counts come from, as the server sends it. */
export type WireCollectionCounts = Pick<
  NonNullable<WireAnswer<'/UserCollection/List'>['data']>,
  'stat'
>;

/** The part of `GET /UserExtend/WorthOrderList`'s `data` the counts come from, as the server sends it. */
export type WireProtectionCounts = Pick<
  NonNullable<WireAnswer<'/UserExtend/WorthOrderList'>['data']>,
  'view'
>;
