/** A titled feature of the extension, shown as a card. */
export interface ExtensionFeature {
  /** The feature's name. */
  title: string;
  /** One or two sentences on what it does. */
  text: string;
}

/** What the extension does, in the order a shopper meets it. */
export const EXTENSION_FEATURES: readonly ExtensionFeature[] = [
  {
    title: '商品页上的价格条',
    text: '在京东、天猫、淘宝、拼多多（手机网页版）、苏宁和唯品会的商品页，价格下方多出一条价迹价格条：今日价格对比历史最低价和近 30 天最低价，近 180 天走势小图，涨 / 降 / 平和购买建议。',
  },
  {
    title: '全网比价',
    text: '同一件商品在其他商城更便宜时，价格条直接列出这些报价，点一下就到那家商城。',
  },
  {
    title: '降价提醒',
    text: '在价格条上点「降价提醒」，商品就加入你的价迹收藏，目标价比今天低一分钱（可在「我的收藏」里改）；降到目标价时按你在消息中心设置的方式通知你。未登录时会先打开价迹的登录页，登录后自动完成。',
  },
  {
    title: '顶部优惠条',
    text: '商品页顶部列出价迹记录到的这件商品最近的优惠券和促销（满减、领券等，注明日期），并链接到价迹的 AI 评分；不需要时可以关掉。',
  },
  {
    title: '工具栏弹窗',
    text: '点浏览器工具栏上的价迹图标：粘贴商品链接或分享文字直接查价，查看最近看过的 20 件商品和它们的现价，以及登录状态和收藏数。',
  },
  {
    title: '设置页（适合自建服务器）',
    text: '在扩展的设置页可以改用你自己部署的价迹服务器地址，开关价格回传、价格条（及其位置）和顶部促销条。',
  },
];

/** What a contributed reading holds, and what never leaves the browser. */
export const CONTRIBUTION = {
  /** The one-sentence summary, as the extension says it on first run. */
  summary:
    '扩展会把你在商品页上看到的公开价格匿名回传给价迹，让所有人看到的历史价格更准确；可随时在弹窗或设置页关闭。',
  /** What is sent with each reading. */
  sent: [
    '商品的规范链接（去掉跟踪参数）和标题',
    '页面价、到手价，以及页面上写明的促销和优惠券文字',
    '看到价格的时间',
  ],
  /** What is never sent. */
  notSent: [
    '商城的 Cookie、登录状态和你的商城账户',
    '浏览记录和其他网页的内容',
    '会员价、新人价等只对部分人有效的价格',
  ],
  /** How often and how readings travel. */
  limits: '同一商品 10 分钟内最多回传一次，成批发送；服务器繁忙时自动等待。',
} as const;
