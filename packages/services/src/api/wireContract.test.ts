import type { WireAnswer, WireBody, WireQuery } from '@pricetrail/core';
import { describe, expectTypeOf, it } from 'vitest';
import { fromWireSentComment, type CommentsApi } from '../comments/CommentsApi';
import { fromWireModerationQueue, type CommunityApi } from '../community/CommunityApi';
import { fromWireDealPost, type DealPostsApi } from '../dealPosts/DealPostsApi';
import {
  fromWireLowestItem,
  fromWirePromotionDetail,
  fromWirePromotionEvent,
  type PromotionsApi,
} from '../promotions/PromotionsApi';
import { fromWireRankedItem } from '../rankings/RankingsApi';
import { fromWireSentSuggestion } from '../suggestion/SuggestionApi';
import type { ObservationsApi } from './ObservationsApi';
import type {
  HistoryRange,
  ListSort,
  PriceSource,
  TrackingState,
  WirePricePoint,
} from './priceTypes';
import { fromWireHistory, fromWireListItem, fromWireOffer, fromWireSummary } from './wire';
import type { WireProductDetail } from './wire';

// `pnpm typecheck` checks these: a client's wire type that drifts from the API document the
// server publishes (packages/core/src/wire/openapi.ts, `pnpm api:types`) fails to compile.
describe('the wire types of the API clients', () => {
  it('ObservationsApi sends and reads what POST /api/prices/observations documents', () => {
    type Path = '/api/prices/observations';
    expectTypeOf<ObservationsApi['report']>()
      .parameter(0)
      .toEqualTypeOf<WireBody<Path, 'post'>['observations']>();
    expectTypeOf<ObservationsApi['report']>().returns.resolves.toEqualTypeOf<
      WireAnswer<Path, 'post'>
    >();
  });

  it('PricesApi maps the product, history, offers and search answers as documented', () => {
    type Product = WireAnswer<'/api/products/{dpId}'>;
    expectTypeOf<WireProductDetail>().toEqualTypeOf<Product>();
    expectTypeOf(fromWireSummary).parameter(0).toEqualTypeOf<Product['summary']>();
    expectTypeOf(fromWireHistory)
      .parameter(0)
      .toEqualTypeOf<WireAnswer<'/api/products/{dpId}/history'>>();
    expectTypeOf(fromWireOffer)
      .parameter(0)
      .toEqualTypeOf<WireAnswer<'/api/products/{dpId}/offers'>['offers'][number]>();
    expectTypeOf(fromWireListItem)
      .parameter(0)
      .toEqualTypeOf<WireAnswer<'/api/search'>['items'][number]>();
  });

  it('PricesApi asks for and reads the points, ranges, orders, sources and states documented', () => {
    type History = '/api/products/{dpId}/history';
    expectTypeOf<WirePricePoint>().toEqualTypeOf<readonly [number, number]>();
    expectTypeOf<WireAnswer<History>['finalPrice'][number]>().toEqualTypeOf<[number, number]>();
    expectTypeOf<HistoryRange>().toEqualTypeOf<NonNullable<WireQuery<History>['range']>>();
    expectTypeOf<HistoryRange>().toEqualTypeOf<WireAnswer<History>['range']>();
    expectTypeOf<ListSort>().toEqualTypeOf<NonNullable<WireQuery<'/api/search'>['sort']>>();
    expectTypeOf<PriceSource>().toEqualTypeOf<
      NonNullable<WireAnswer<'/api/products/{dpId}'>['latestSource']>
    >();
    expectTypeOf<TrackingState>().toEqualTypeOf<WireAnswer<'/api/tracking/{dpId}'>['status']>();
  });

  it('RankingsApi maps each row of the rankings answer as documented', () => {
    expectTypeOf(fromWireRankedItem)
      .parameter(0)
      .toEqualTypeOf<WireAnswer<'/api/rankings'>['items'][number]>();
  });

  it('PromotionsApi maps the events, an event, the coupons and the lows as documented', () => {
    expectTypeOf(fromWirePromotionEvent)
      .parameter(0)
      .toEqualTypeOf<WireAnswer<'/api/promotions'>['items'][number]>();
    expectTypeOf(fromWirePromotionDetail)
      .parameter(0)
      .toEqualTypeOf<WireAnswer<'/api/promotions/{id}'>>();
    expectTypeOf(fromWireLowestItem)
      .parameter(0)
      .toEqualTypeOf<WireAnswer<'/api/lowest'>['items'][number]>();
    expectTypeOf<WireAnswer<'/api/coupons'>>().toExtend<
      Awaited<ReturnType<PromotionsApi['coupons']>>
    >();
  });

  it('DealPostsApi maps the post answers and sends the vote and 爆料 bodies as documented', () => {
    expectTypeOf(fromWireDealPost).parameter(0).toEqualTypeOf<WireAnswer<'/api/deal-posts/{id}'>>();
    expectTypeOf<WireAnswer<'/api/deal-posts'>['items'][number]>().toEqualTypeOf<
      WireAnswer<'/api/deal-posts/{id}'>
    >();
    expectTypeOf<WireAnswer<'/api/deal-posts/mine'>['items'][number]>().toEqualTypeOf<
      WireAnswer<'/api/deal-posts/{id}'>
    >();
    expectTypeOf<DealPostsApi['vote']>()
      .parameter(1)
      .toEqualTypeOf<WireBody<'/api/deal-posts/{id}/vote', 'put'>['value']>();
    expectTypeOf<NonNullable<WireAnswer<'/api/deal-posts/{id}/vote', 'put'>['data']>>().toExtend<
      Awaited<ReturnType<DealPostsApi['vote']>>
    >();
  });

  it('CommunityApi reads the 晒单, reviews and moderation answers as documented', () => {
    expectTypeOf<WireAnswer<'/api/shaidan'>>().toExtend<
      Awaited<ReturnType<CommunityApi['feed']>>
    >();
    expectTypeOf<WireAnswer<'/api/shaidan/mine'>['items']>().toExtend<
      Awaited<ReturnType<CommunityApi['mine']>>
    >();
    expectTypeOf<WireAnswer<'/api/products/{dpId}/reviews'>>().toExtend<
      Awaited<ReturnType<CommunityApi['productReviews']>>
    >();
    expectTypeOf<WireBody<'/api/products/{dpId}/reviews', 'post'>>().toEqualTypeOf<{
      readonly rating: number;
      readonly text: string;
    }>();
    expectTypeOf(fromWireModerationQueue)
      .parameter(0)
      .toEqualTypeOf<WireAnswer<'/api/moderation'>>();
  });

  it('CommentsApi reads a thread and sends a comment as documented', () => {
    type Thread = '/api/comments/{kind}/{subjectId}';
    expectTypeOf<WireAnswer<Thread>>().toExtend<Awaited<ReturnType<CommentsApi['list']>>>();
    expectTypeOf<Parameters<CommentsApi['send']>[1]>().toExtend<WireBody<Thread, 'post'>>();
    expectTypeOf(fromWireSentComment).parameter(0).toEqualTypeOf<WireAnswer<Thread, 'post'>>();
  });

  it('SuggestionApi reads the answer to a sent suggestion as documented', () => {
    expectTypeOf(fromWireSentSuggestion)
      .parameter(0)
      .toEqualTypeOf<WireAnswer<'/api/suggestion', 'post'>>();
  });
});
