import type { ApiPaths, WireAnswer, WireBody } from '@pricetrail/core';
import { describe, expectTypeOf, it } from 'vitest';
import { fromWireFollow, fromWireFollowList } from './followsWire';
import {
  toCollectionPage,
  toCreditPage,
  toProtectOrder,
  toProtectOrderPage,
  toSavedAmong,
  toWatchItem,
  type WireProtectOrder,
  type WireWatchItem,
} from './personalWire';
import type {
  CollectionSort,
  CollectionTab,
  ExportFormat,
  ExportWhat,
  PersonalApiClient,
  WatchAlert,
} from './personalTypes';

type Data<A extends { data?: unknown }> = NonNullable<A['data']>;

type Query<P extends keyof ApiPaths> = NonNullable<
  NonNullable<ApiPaths[P]['get']>['parameters']['query']
>;

// `pnpm typecheck` checks these: the `data` the personal client reads, or a field it sends,
// drifting from the API document (packages/core/src/wire/openapi.ts, `pnpm api:types`) fails to
// compile.
describe('the wire types of PersonalApi', () => {
  it('reads the watch list, one watch and the saved dp ids as documented', () => {
    expectTypeOf(toCollectionPage)
      .parameter(0)
      .toEqualTypeOf<Data<WireAnswer<'/UserCollection/List'>> | undefined>();
    expectTypeOf(toWatchItem)
      .parameter(0)
      .toEqualTypeOf<Data<WireAnswer<'/UserCollection/List'>>['list'][number] | undefined>();
    expectTypeOf<WireAnswer<'/UserCollection/Item'>['data']>().toEqualTypeOf<
      WireWatchItem | null | undefined
    >();
    expectTypeOf<Data<WireAnswer<'/UserCollection/Add', 'post'>>>().toEqualTypeOf<WireWatchItem>();
    expectTypeOf<
      Data<WireAnswer<'/UserCollection/Update', 'post'>>
    >().toEqualTypeOf<WireWatchItem>();
    expectTypeOf(toSavedAmong)
      .parameter(0)
      .toEqualTypeOf<Data<WireAnswer<'/UserCollection/Saved'>> | undefined>();
  });

  it('asks for the tabs, orders and alert conditions the document lists', () => {
    type ListQuery = Query<'/UserCollection/List'>;
    expectTypeOf<CollectionTab>().toEqualTypeOf<NonNullable<ListQuery['tab']>>();
    expectTypeOf<CollectionSort>().toEqualTypeOf<NonNullable<ListQuery['stype']>>();
    expectTypeOf<WatchAlert>().toEqualTypeOf<WireWatchItem['alert']>();
  });

  it('reads the 价保 orders and the credits as documented', () => {
    expectTypeOf(toProtectOrderPage)
      .parameter(0)
      .toEqualTypeOf<Data<WireAnswer<'/UserExtend/WorthOrderList'>> | undefined>();
    expectTypeOf(toProtectOrder)
      .parameter(0)
      .toEqualTypeOf<Data<WireAnswer<'/UserExtend/WorthOrderList'>>['list'][number]>();
    expectTypeOf<
      Data<WireAnswer<'/UserExtend/WorthOrderAdd', 'post'>>
    >().toEqualTypeOf<WireProtectOrder>();
    expectTypeOf(toCreditPage)
      .parameter(0)
      .toEqualTypeOf<Data<WireAnswer<'/UserExtend/Credit'>> | undefined>();
  });

  it('reads the follows as documented', () => {
    type FollowList = Data<WireAnswer<'/UserFollow/List'>>;
    expectTypeOf(fromWireFollowList).parameter(0).toEqualTypeOf<FollowList>();
    expectTypeOf(fromWireFollow).parameter(0).toEqualTypeOf<FollowList['list'][number]>();
    expectTypeOf<Data<WireAnswer<'/UserFollow/Add', 'post'>>>().toEqualTypeOf<
      FollowList['list'][number]
    >();
    expectTypeOf<Parameters<PersonalApiClient['addFollow']>>().toExtend<
      [WireBody<'/UserFollow/Add', 'post'>['kind'], WireBody<'/UserFollow/Add', 'post'>['value']]
    >();
  });

  it('downloads only what and in the formats the export documents', () => {
    type ExportQuery = Query<'/UserExtend/Export'>;
    expectTypeOf<ExportWhat>().toExtend<ExportQuery['what']>();
    expectTypeOf<ExportFormat>().toEqualTypeOf<NonNullable<ExportQuery['format']>>();
  });
});
