import { formatDottedDay, formatPrice } from '@pricetrail/core';
import type { DealFigures, DealsStore } from '@pricetrail/services';

/** A price in 元 with the store's symbol, without a trailing `.00`: `¥5299`, `¥19.90`. */
export function money(fen: number, siteId: number): string {
  return formatPrice(fen, siteId).replace(/\.00$/, '');
}

function percent(value: number): string {
  return `${Number.isInteger(value) ? value : value.toFixed(1)}%`;
}

/** Why a real deal is one, in numbers: '比30天中位价 ¥X 低 18%（¥Y），近30天有28天数据'. */
export function dealReason(deal: DealFigures, siteId: number): string {
  return (
    `比${deal.windowDays}天中位价 ${money(deal.median30, siteId)} 低 ${percent(deal.dropPercent)}` +
    `（${money(deal.dropFen, siteId)}），近${deal.windowDays}天有${deal.dataDays}天数据`
  );
}

/** The proof of a fake cut: the price before the raise, the day of the raise, the data behind it. */
export function fakeProof(deal: DealFigures, siteId: number): string {
  const proof = deal.proof;
  if (!proof) return dealReason(deal, siteId);
  return (
    `涨价前约 ${money(proof.referencePrice, siteId)}，${formatDottedDay(proof.raisedAt)} 涨到 ` +
    `${money(proof.raisedPrice, siteId)}，如今"降"到 ${money(deal.price, siteId)}，` +
    `并不比涨价前便宜；依据 ${proof.evidenceDays} 天价格数据`
  );
}

const DEALS_ABOUT = '按 30 天中位价判定的真降价，以及先涨后降的假降价';

/** The page's description: how many deals (or 假降价) of which category the list holds, then how they are told. */
export function dealsDescription({ query, result, category }: DealsStore): string {
  if (!query || !result) return DEALS_ABOUT;
  const what =
    query.view === 'fake'
      ? '件假降价，降价前刚涨过价，并不比涨价前便宜'
      : `件好价，到手价比 30 天中位价低至少 ${result.rules.minDropPercent}%`;
  return `今日${category?.name ?? ''} ${result.total} ${what}。${DEALS_ABOUT}`;
}
