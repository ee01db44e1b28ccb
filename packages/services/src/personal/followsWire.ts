import type { WireAnswer } from '@pricetrail/core';
import type { Follow, FollowList } from './followTypes';

/** `data` of `GET /UserFollow/List` as the server sends it. */
export type WireFollowList = NonNullable<WireAnswer<'/UserFollow/List'>['data']>;

/** One follow as the server sends it. */
export type WireFollow = WireFollowList['list'][number];

/** Maps a server follow. */
export function fromWireFollow(wire: WireFollow): Follow {
  return {
    id: wire.id,
    kind: wire.kind,
    value: wire.value,
    name: wire.name,
    label: wire.label,
    path: wire.path,
    createdAt: wire.created_at,
    lastDigestAt: wire.last_digest_at,
  };
}

/** Maps `data` of `GET /UserFollow/List`. */
export function fromWireFollowList(wire: WireFollowList): FollowList {
  return { follows: wire.list.map(fromWireFollow), max: wire.max };
}
