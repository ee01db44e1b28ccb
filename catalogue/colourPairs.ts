import type { Theme } from '@pricetrail/ui';
import type { ContrastUse } from './contrast';

/** A colour token of the theme. */
export type ColourToken = keyof Theme['color'];

/** A foreground drawn on a background somewhere in the kit, and what it carries. */
export interface ColourPair {
  /** The colour of the text or graphic. */
  foreground: ColourToken;
  /** The colour it sits on. */
  background: ColourToken;
  /** Text, large text, or a graphic (icon, border, focus ring): sets the AA minimum. */
  use: ContrastUse;
  /** Where a designer meets the pair, in Chinese. */
  where: string;
}

/**
 * The pairs the kit's styles draw (read from the `*.styles.ts` files). Only token names live here;
 * the colours and ratios come from the theme, so the page cannot drift from it.
 */
export const COLOUR_PAIRS: readonly ColourPair[] = [
  { foreground: 'text', background: 'surface', use: 'text', where: '正文、标题' },
  { foreground: 'text', background: 'surfaceMuted', use: 'text', where: '页面底色上的正文' },
  { foreground: 'textMuted', background: 'surface', use: 'text', where: '次要说明、时间、计数' },
  { foreground: 'textMuted', background: 'surfaceMuted', use: 'text', where: '页面底色上的说明' },
  {
    foreground: 'textMuted',
    background: 'placeholder',
    use: 'text',
    where: '图片占位、空状态插图',
  },
  { foreground: 'onBrand', background: 'brand', use: 'text', where: '主按钮文字' },
  { foreground: 'onBrand', background: 'brandHover', use: 'text', where: '主按钮悬停' },
  { foreground: 'brand', background: 'surface', use: 'text', where: '价格、链接、选中标签' },
  { foreground: 'brand', background: 'surfaceMuted', use: 'text', where: '页面底色上的价格与链接' },
  { foreground: 'brand', background: 'brandSoft', use: 'text', where: '浅红标签、优惠券金额' },
  { foreground: 'brandHover', background: 'surface', use: 'text', where: '链接悬停' },
  { foreground: 'brandHover', background: 'brandSoft', use: 'text', where: '已收藏按钮' },
  { foreground: 'priceUp', background: 'surface', use: 'text', where: '涨价' },
  { foreground: 'priceDown', background: 'surface', use: 'text', where: '降价、历史最低' },
  { foreground: 'priceDown', background: 'priceDownSoft', use: 'text', where: '降价浅绿标签' },
  {
    foreground: 'textInverse',
    background: 'priceDown',
    use: 'text',
    where: '历史最低徽标、消息数',
  },
  {
    foreground: 'onMask',
    background: 'mask',
    use: 'graphic',
    where: '照片上的删除图标（按叠在白色照片上计算）',
  },
  { foreground: 'onBrand', background: 'wechat', use: 'graphic', where: '微信登录图标' },
  { foreground: 'onBrand', background: 'qq', use: 'graphic', where: 'QQ 登录图标' },
  { foreground: 'onBrand', background: 'weibo', use: 'graphic', where: '微博登录图标' },
  { foreground: 'focus', background: 'surface', use: 'graphic', where: '键盘焦点框' },
  { foreground: 'focus', background: 'surfaceMuted', use: 'graphic', where: '页面底色上的焦点框' },
];
