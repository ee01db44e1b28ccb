/**
 * The Chinese reasons a shopper sees on a queued link (`tracking_queue.last_error`): what kind of
 * trouble (商城拦截 / 需要登录 / 超时 / …), then what exactly happened.
 */
export const REASONS = {
  tooFrequent: '商城拦截：访问过于频繁，商城暂时拒绝了读取',
  captcha: '商城拦截：商城要求验证码或滑块验证',
  loginWall: '需要登录：商城要求登录后才显示价格',
  timeout: '超时：商城页面长时间没有响应',
  network: '网络错误：连接不上商城',
  pageGone: '商品页不存在：商城找不到该商品',
  storeError: '商城出错：商城页面暂时打不开',
  unreadable: '读取失败：商城页面无法读取',
  membersOnly: '没有公开价格：页面只显示会员价或新人价',
  offShelf: '商品已下架',
  needsBrowser: '该商品的价格由页面脚本生成，需浏览器渲染；目前依靠插件与导入获取',
} as const;

/** Why a price read from the page was not recorded (the check's own Chinese message after it). */
export function refusedReason(message: string): string {
  return `价格未通过校验：${message}`;
}
