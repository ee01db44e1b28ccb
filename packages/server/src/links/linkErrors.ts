import type { ParseProductError } from '@pricetrail/core';
import type { ExpandProblem } from './expandShortLink.js';

/** Why a pasted store link names no product, as the shopper reads it. */
export const LINK_ERRORS: Readonly<Record<ParseProductError, string>> = {
  not_a_url: '请输入正确的商品链接',
  unsupported_site: '暂不支持该商城的链接',
  needs_resolution: '没能识别这个短链接，请在浏览器中打开后复制完整的商品链接',
};

/** Why a short link (3.cn, u.jd.com, m.tb.cn, …) led to no product, as the shopper reads it. */
export function shortLinkError(problem: ExpandProblem, host?: string): string {
  switch (problem) {
    case 'foreign_host':
      return `这个短链接指向商城以外的网站（${host ?? '未知'}），已拒绝打开`;
    case 'too_many_redirects':
      return '这个短链接跳转次数过多，已停止识别，请复制商品页的完整链接';
    case 'no_product':
      return '这个短链接没有指向商品页（可能已失效），请在 App 中重新分享或复制商品页链接';
    case 'dead_link':
      return '这个短链接已失效，请在 App 中重新分享';
    case 'busy':
      return '正在识别的短链接太多，请稍后再试';
    case 'timeout':
      return '短链接服务响应超时，请稍后再试';
    default:
      return '短链接暂时无法打开，请稍后再试或复制商品页的完整链接';
  }
}
