import type { AiApiClient, AiAnswerKind, AiEvent } from '../ai/aiTypes';
import type { CommentsApiClient } from '../comments/commentTypes';
import { shaidanImageUrl, suggestionImageUrl } from '../community/communityImages';
import type { CommunityApiClient } from '../community/communityTypes';
import type { DealPostsApiClient } from '../dealPosts/dealPostTypes';
import type { HttpClient } from '../http/HttpClient';
import { lazyClient } from '../lazy/lazyClient';
import { loadOnce } from '../lazy/loadOnce';
import type { PromotionsApiClient } from '../promotions/promotionTypes';
import type { RankingsApiClient } from '../rankings/rankingTypes';
import type { SuggestionApiClient } from '../suggestion/suggestionTypes';

// The root builds every API client; these are the real ones over the root's transport, each with
// its code fetched on its first call, so the shell's entry carries only the proxies.

/** The promotions API (`/promotion`). */
export const lazyPromotionsApi = (http: HttpClient): PromotionsApiClient =>
  lazyClient(() => import('../promotions/PromotionsApi').then((m) => new m.PromotionsApi(http)));

/** The rankings API (`/rank_list`). */
export const lazyRankingsApi = (http: HttpClient): RankingsApiClient =>
  lazyClient(() => import('../rankings/RankingsApi').then((m) => new m.RankingsApi(http)));

/** The feedback API (`/app/suggestion`). */
export const lazySuggestionApi = (http: HttpClient): SuggestionApiClient =>
  lazyClient(() => import('../suggestion/SuggestionApi').then((m) => new m.SuggestionApi(http)));

/** The 晒单, reviews and moderation API. */
export const lazyCommunityApi = (http: HttpClient): CommunityApiClient =>
  lazyClient(() => import('../community/CommunityApi').then((m) => new m.CommunityApi(http)), {
    imageUrl: shaidanImageUrl,
    suggestionImageUrl,
  });

/** The 好价 posts API. */
export const lazyDealPostsApi = (http: HttpClient): DealPostsApiClient =>
  lazyClient(() => import('../dealPosts/DealPostsApi').then((m) => new m.DealPostsApi(http)));

/** The comments API. */
export const lazyCommentsApi = (http: HttpClient): CommentsApiClient =>
  lazyClient(() => import('../comments/CommentsApi').then((m) => new m.CommentsApi(http)));

/** The AI answers API over `fetch` (a stream, so not a `lazyClient`: its method is no promise). */
export function lazyAiApi(fetchFn: typeof fetch): AiApiClient {
  const load = loadOnce(() => import('../ai/AiApi').then((m) => new m.AiApi(fetchFn)));
  return {
    async *stream(kind: AiAnswerKind, dpIds: readonly string[], signal: AbortSignal) {
      const api = await load();
      yield* api.stream(kind, dpIds, signal) as AsyncIterable<AiEvent>;
    },
  };
}
