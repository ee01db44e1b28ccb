import { ALIBABA_OFF_SHELF, readAlibabaAppPage } from './alibabaApp.js';
import { findScriptLiteral } from './jsLiteral.js';
import {
  buildReading,
  dig,
  domPrice,
  explainMissingProduct,
  firstText,
  hasAny,
  imageUrlOf,
  joinedTexts,
  lowestOf,
  problem,
  stringOf,
} from './helpers.js';
import type { PageInput, PageReading, ReaderTarget } from './types.js';

/** The older GBK page: `g_config` data, `#J_StrPrice` and `#J_PromoPrice` nodes. */
function readClassic(input: PageInput, target: ReaderTarget): PageReading | null {
  const { document, scripts } = input;
  const config = findScriptLiteral(scripts, /g_config\s*=/);
  const title =
    stringOf(dig(config, 'idata', 'item', 'title')) ??
    document.querySelector('.tb-main-title')?.getAttribute('data-title')?.trim() ??
    firstText(document, ['.tb-main-title', '.tb-detail-hd h1']);
  if (!title) return null;
  const listed = domPrice(document, ['#J_StrPrice .tb-rmb-num', '#J_StrPrice em.tb-rmb-num']);
  const promo = domPrice(document, ['#J_PromoPriceNum', '#J_PromoPrice .tb-rmb-num']);
  const promoRange = promo === 'empty' ? null : promo;
  const listRange = promoRange ?? (listed === 'empty' ? null : listed);
  const listPrice = lowestOf(listRange);
  if (listPrice === null) return problem('price_by_script');
  const stock = firstText(document, ['#J_SpanStock', '#J_EmStock']) ?? '';
  return buildReading(
    target,
    { listPrice, isRange: listRange !== null && listRange.high > listRange.low },
    {
      title,
      promo: joinedTexts(document, '#J_PromoPrice .tb-promo-title'),
      coupon: joinedTexts(document, '#J_Coupon .coupon-title'),
      imageUrl: imageUrlOf(
        stringOf(dig(config, 'idata', 'item', 'pic')) ??
          document.querySelector('#J_ImgBooth')?.getAttribute('src'),
      ),
      inStock: !/^0$|库存0件/.test(stock),
    },
  );
}

/** Reads a Taobao item page: the 2025 app layout or the older `g_config` one. */
export function readTaobaoPage(input: PageInput, target: ReaderTarget): PageReading {
  const { document, scripts } = input;
  if (hasAny(document, ALIBABA_OFF_SHELF)) return problem('off_shelf');
  const app = readAlibabaAppPage(document, scripts, target);
  if (app === 'empty') return problem('price_by_script');
  return app ?? readClassic(input, target) ?? explainMissingProduct(document, scripts);
}
