import type { HttpClient } from '../http/HttpClient';
import { lazyClient } from '../lazy/lazyClient';
import type { RankingsApiClient } from './rankingTypes';

/** The real rankings API with its code fetched on the first call (only `/rank_list` asks). */
export function lazyRankingsApi(http: HttpClient): RankingsApiClient {
  return lazyClient(() =>
    import('./RankingsApi').then(({ RankingsApi }): RankingsApiClient => new RankingsApi(http)),
  );
}
