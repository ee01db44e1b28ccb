/** The Chinese reasons a shopper sees on a queued link (`tracking_queue.last_error`). */
export const REASONS = {
  blocked: '商城拦截，稍后重试',
  offShelf: '商品已下架',
  failed: '获取失败',
  needsBrowser: '该商品的价格由页面脚本生成，需浏览器渲染；目前依靠插件与导入获取',
} as const;
