import type { WireBody } from '@pricetrail/core';
import type { HttpClient, Params } from '../http/HttpClient';
import { RefusedError } from '../http/RefusedError';
import { SIGNED, envelope } from '../login/identityEnvelope';
import type {
  CollectionPage,
  CollectionQuery,
  CreditPage,
  NewProtectOrder,
  PersonalApiClient,
  ProtectOrder,
  ProtectOrderPage,
  WatchChanges,
  WatchItem,
} from './personalTypes';
import { PROTECT_PAGE_SIZE } from './exportPath';
import type { Follow, FollowKind, FollowList } from './followTypes';
import {
  fromWireFollow,
  fromWireFollowList,
  type WireFollow,
  type WireFollowList,
} from './followsWire';
import {
  toCollectionPage,
  toCreditPage,
  toProtectOrder,
  toProtectOrderPage,
  toSavedAmong,
  toWatchItem,
  type WireCollectionPage,
  type WireCreditPage,
  type WireProtectOrder,
  type WireProtectOrderPage,
  type WireSavedAmong,
  type WireWatchItem,
} from './personalWire';

/** The watch fields `/UserCollection/Add` and `/UserCollection/Update` both take. */
type WatchFields = Omit<WireBody<'/UserCollection/Update', 'post'>, 'id' | 'dp_id'>;

/** A form field: '' clears the value on the wire, undefined leaves it out. */
function formField(value: number | string | null | undefined): string | undefined {
  return value === undefined ? undefined : value === null ? '' : String(value);
}

function changeFields(changes: WatchChanges): WatchFields {
  return {
    target_price: formField(changes.targetPrice),
    alert: changes.alert,
    alert_percent: formField(changes.alertPercent),
    alert_days: formField(changes.alertDays),
    alert_interval_hours: formField(changes.alertIntervalHours),
    all_stores: changes.allStores === undefined ? undefined : changes.allStores ? '1' : '0',
    group: formField(changes.group),
  };
}

/**
 * The personal area's calls over the injected HTTP client, signed like the identity calls
 * (`/UserCollection/*`, `/UserExtend/*`): the watch list, price protection and credits.
 */
export class PersonalApi implements PersonalApiClient {
  constructor(private readonly http: HttpClient) {}

  /** The `data` of a code-1 answer; any other code rejects with the server's line. */
  private static accept<T>(body: unknown): T | undefined {
    const answer = envelope<T>(body);
    if (answer.code !== 1) throw new RefusedError(answer.code, answer.msg);
    return answer.data;
  }

  /** The `data` of a signed GET, typed as the document declares it. */
  private async get<T>(path: string, query: Params): Promise<T | undefined> {
    return PersonalApi.accept<T>(await this.http.get(path, { ...SIGNED, query }));
  }

  /** The `data` of a signed form POST, typed as the document declares it. */
  private async post<T>(path: string, fields: Params): Promise<T | undefined> {
    return PersonalApi.accept<T>(await this.http.postForm(path, fields, SIGNED));
  }

  /** `GET /UserCollection/List` (tab, stype, pg, ps, opt, platform=web). */
  async collection(query: CollectionQuery): Promise<CollectionPage> {
    return toCollectionPage(
      await this.get<WireCollectionPage>('/UserCollection/List', {
        tab: query.tab,
        stype: query.sort,
        pg: query.page,
        ps: query.pageSize,
        opt: query.group,
        platform: 'web',
      }),
    );
  }

  /** `GET /UserCollection/Saved` (dp_ids, comma-separated): the dp ids among them that are saved. */
  async savedAmong(dpIds: readonly string[]): Promise<string[]> {
    const query = { dp_ids: dpIds.join(',') };
    return toSavedAmong(await this.get<WireSavedAmong>('/UserCollection/Saved', query));
  }

  /** `GET /UserCollection/Item` (dp_id): the product's watch item, null when it is not saved. */
  async watchOf(dpId: string): Promise<WatchItem | null> {
    const data = await this.get<WireWatchItem | null>('/UserCollection/Item', { dp_id: dpId });
    return data === null || data === undefined ? null : toWatchItem(data);
  }

  /** `POST /UserCollection/Add` (dp_id, optional target_price in fen, alert and its figures, group). */
  async addToCollection(dpId: string, changes: WatchChanges = {}): Promise<WatchItem> {
    const fields: WireBody<'/UserCollection/Add', 'post'> = {
      dp_id: dpId,
      ...changeFields(changes),
    };
    return toWatchItem(await this.post<WireWatchItem>('/UserCollection/Add', fields));
  }

  /** `POST /UserCollection/Update` (id, target_price, alert and its figures, group; '' clears). */
  async updateCollectionItem(id: number, changes: WatchChanges): Promise<WatchItem | null> {
    const fields: WireBody<'/UserCollection/Update', 'post'> = {
      id: String(id),
      ...changeFields(changes),
    };
    const data = await this.post<WireWatchItem>('/UserCollection/Update', fields);
    return data ? toWatchItem(data) : null;
  }

  /** `POST /UserCollection/Delete` (id). */
  async removeFromCollection(id: number): Promise<void> {
    const fields: WireBody<'/UserCollection/Delete', 'post'> = { id: String(id) };
    await this.post('/UserCollection/Delete', fields);
  }

  /** `GET /UserExtend/WorthOrderList` (pg, ps=30, effective, platform=pc, view=1). */
  async protectOrders(query: { isEffective: boolean; page: number }): Promise<ProtectOrderPage> {
    return toProtectOrderPage(
      await this.get<WireProtectOrderPage>('/UserExtend/WorthOrderList', {
        pg: query.page,
        ps: PROTECT_PAGE_SIZE,
        effective: query.isEffective ? 1 : 0,
        platform: 'pc',
        view: 1,
      }),
    );
  }

  /** `POST /UserExtend/WorthOrderAdd` (dp_id or url, paid_price, bought_at, window_days). */
  async addProtectOrder(order: NewProtectOrder): Promise<ProtectOrder | null> {
    const fields: WireBody<'/UserExtend/WorthOrderAdd', 'post'> = {
      ...('dpId' in order.product ? { dp_id: order.product.dpId } : { url: order.product.url }),
      paid_price: String(order.paidPrice),
      bought_at: order.boughtOn,
      window_days: formField(order.windowDays),
    };
    const data = await this.post<WireProtectOrder>('/UserExtend/WorthOrderAdd', fields);
    return data ? toProtectOrder(data) : null;
  }

  /** `POST /UserExtend/WorthOrderDelete` (id). */
  async removeProtectOrder(id: number): Promise<void> {
    const fields: WireBody<'/UserExtend/WorthOrderDelete', 'post'> = { id: String(id) };
    await this.post('/UserExtend/WorthOrderDelete', fields);
  }

  /** `POST /UserExtend/CheckIn`; '今日已签到' comes back as a refusal. */
  async checkIn(): Promise<void> {
    await this.post('/UserExtend/CheckIn', {});
  }

  /** `GET /UserExtend/Credit` (pg). */
  async credits(page: number): Promise<CreditPage> {
    return toCreditPage(await this.get<WireCreditPage>('/UserExtend/Credit', { pg: page }));
  }

  /** `GET /UserFollow/List`. */
  async follows(): Promise<FollowList> {
    return fromWireFollowList((await this.get('/UserFollow/List', {})) as WireFollowList);
  }

  /** `POST /UserFollow/Add` (kind, value). */
  async addFollow(kind: FollowKind, value: string): Promise<Follow> {
    return fromWireFollow((await this.post('/UserFollow/Add', { kind, value })) as WireFollow);
  }

  /** `POST /UserFollow/Delete` (id). */
  async removeFollow(id: number): Promise<void> {
    await this.post('/UserFollow/Delete', { id });
  }
}
