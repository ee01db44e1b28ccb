/** When a designer should reach for a component, and when another one fits better. */
export interface Usage {
  /** 适用场景. */
  use: readonly string[];
  /** 不适用场景, naming what to use instead. */
  avoid: readonly string[];
}

/**
 * Usage notes for designers, in Chinese, keyed by the story title of each kit component.
 * A test checks that every component story in packages/ui has an entry and no entry is stale.
 */
export const USAGE: Readonly<Record<string, Usage>> = {
  'AI/AiAnswer': {
    use: [
      'AI 点评与 AI 比价的完整回答区：逐段显示、停止、复制、重新生成，并标明模型或“规则生成”。',
    ],
    avoid: ['只需展示一段正在到达的文字、不需要这些操作：用 StreamingText。'],
  },
  'AI/StreamingText': {
    use: ['AI 回答逐段到达时展示文字，流式输出期间显示光标和“停止”按钮。'],
    avoid: ['一次性拿到的完整文字：直接用正文排版。'],
  },
  'Base/Button': {
    use: [
      '页面与表单里的操作按钮：圆角（默认）用于卡片内操作，rect 形状用于表单提交；primary 为主操作，danger 为注销等不可撤销操作，link 为文字样式的次要操作；aria-pressed 表示已点赞等开关状态。',
      '需要按钮外观的跳转：用 ButtonLink。',
    ],
    avoid: ['普通文字链接：用 Link。', '搜索框自带的“查历史价”：用 SearchBox。'],
  },
  'Base/CopyField': {
    use: [
      '需要用户复制到别处的一段只读文字：订阅地址、签名密钥。聚焦时全选，按钮显示“复制 / 已复制”。',
    ],
    avoid: [
      '可编辑的输入：用表单输入框。',
      '长篇内容的复制：用内容区自带的复制操作（如 AiAnswer）。',
    ],
  },
  'Base/CountedTextArea': {
    use: [
      '有字数上限的多行文字：评论、晒单、意见反馈。实时显示“n/上限”，超出时显示上限提示并标红。',
    ],
    avoid: ['单行输入（链接、联系方式）：用表单输入框。', '没有字数上限的长文：用普通多行输入框。'],
  },
  'Base/Dialog': {
    use: ['需要用户先处理再继续的内容：确认、表单、登录。焦点留在弹窗内，关闭后回到触发按钮。'],
    avoid: ['只是告知结果：用 Toast。', '内容很长、需要分享链接：做成独立页面。'],
  },
  'Base/EmptyState': {
    use: ['列表或页面没有内容时：一张插图、一句标题、一句提示，最多一个操作。'],
    avoid: ['地址不存在：用 NotFound。', '加载中或加载失败：用各组件自己的加载与错误状态。'],
  },
  'Base/LazyImage': {
    use: ['商品图、晒单图等列表中的图片：接近可视区才加载，失败时显示占位图。'],
    avoid: ['首屏唯一的大图或品牌标志：直接用 img，不要延迟。'],
  },
  'Base/Link': {
    use: ['组件库内的所有站内链接：站点会替换为路由链接，Storybook 中是普通 a 标签。'],
    avoid: ['触发操作而不跳转（提交、打开弹窗）：用按钮。'],
  },
  'Base/NotFound': {
    use: ['路由不存在或参数无效的 404 页面主体：规范的英文标题、中文提示、搜索框与去处。'],
    avoid: ['列表为空：用 EmptyState。'],
  },
  'Base/OfflineNotice': {
    use: ['设备离线时页面顶部的一行说明：显示的是本机上次保存的内容，价格可能不是最新的。'],
    avoid: ['请求失败或服务器出错：用全局错误条（ErrorBar）或页面自己的错误状态。'],
  },
  'Base/Pagination': {
    use: ['长列表分页：宽屏显示页码与省略号，手机上显示“n / N”和左右箭头。'],
    avoid: ['信息流式的无限加载：用“加载更多”。'],
  },
  'Base/Tabs': {
    use: ['同一区域内切换几组并列内容，如登录方式。'],
    avoid: ['切换后地址应改变的导航：用 SecondNav。', '超过 5 个选项：考虑下拉选择。'],
  },
  'Base/Toast': {
    use: ['操作结果的简短反馈（已复制、提醒已开启），数秒后自动消失。'],
    avoid: ['需要用户决定或必须读到的错误：用 Dialog 或表单内的错误提示。'],
  },
  'Base/WaysOn': {
    use: ['页面不存在（404、内容已删除）时给购物者的去处：搜索框，以及首页、历史价格等入口。'],
    avoid: ['页面的主导航：用 HomeHeadNav。', '列表为空时的单个下一步：用 EmptyState 的操作。'],
  },
  'Cards/CardWatchToggle': {
    use: ['商品卡片图片角上的“收藏”：一键收藏，已收藏时链到我的收藏；失败时在下方显示原因。'],
    avoid: ['商品页价格旁的收藏与目标价：用 WatchButton。'],
  },
  'Cards/OfferList': {
    use: ['同一商品在各商城的到手价对比，每行带“去购买”链接。'],
    avoid: ['不同商品的列表：用 ProductCard 网格或 RankList。'],
  },
  'Cards/PriceTag': {
    use: ['任何显示价格的地方：到手价加粗，原价划线在旁。'],
    avoid: ['价格走势与历史最低：用 PriceSummary。'],
  },
  'Cards/ProductCard': {
    use: ['商品网格中的一个商品：图片、标题、商城、到手价、降幅和热度，整卡可点。'],
    avoid: ['排行榜：用 RankList。', '用户收藏：用 CollectionCard。'],
  },
  'Cards/StoreBadge': {
    use: ['标出商品所属商城（京东、天猫……）的小标签。'],
    avoid: ['当作按钮或筛选项：标签不可点击。'],
  },
  'Layout/ExtensionTop': {
    use: ['页面顶部邀请访客安装浏览器插件的横幅，可关闭。'],
    avoid: ['其他运营通知：横幅只为插件下载设计。', '手机和平板：插件装不上，用 PhoneAppTop。'],
  },
  'Layout/FooterBarcode': {
    use: [
      '页脚的“手机扫码打开本页”区：当前页面地址的二维码（服务器 /api/qr.svg 生成）和扫码提示。',
    ],
    avoid: ['扫码登录：用 QrPanel。'],
  },
  'Layout/HistoryPriceHeader': {
    use: ['价格历史页的页头：面包屑、商品标题、商城和搜索框。'],
    avoid: ['其他页面的页头：用 HomeHeadNav。'],
  },
  'Layout/HomeHeadNav': {
    use: ['全站页头：品牌、主导航、搜索和账号入口；手机上收进菜单。'],
    avoid: ['页面内的分组切换：用 SecondNav 或 Tabs。'],
  },
  'Layout/PageColumn': {
    use: ['每个页面的主内容区：居中、限宽、留白，也是页面的 main 地标。'],
    avoid: ['页面中的卡片或分栏：它每页只用一次。'],
  },
  'Layout/PhoneAppTop': {
    use: [
      '手机和平板上代替插件横幅：按系统说明如何把价迹添加到主屏幕（iOS 分享菜单、安卓安装、微信先在浏览器打开）。',
    ],
    avoid: ['电脑上：用 ExtensionTop 邀请安装插件。'],
  },
  'Layout/SecondNav': {
    use: ['页头下的一排标签式链接，如分类、我的收藏分组；手机上横向滚动。'],
    avoid: ['不改变地址的内容切换：用 Tabs。'],
  },
  'Layout/NoticeBell': {
    use: [
      '已登录页头里的消息中心入口：铃铛带未读数（超过 99 显示 99+），读屏念出“消息中心，3 条未读”。',
    ],
    avoid: ['页面内的消息列表：用 NoticeItem。', '访客页头：访客没有消息中心。'],
  },
  'Layout/SiteFooter': {
    use: ['全站页脚：公司与帮助链接、价格来源说明和版权。'],
    avoid: ['弹窗或插件页面：那里不需要页脚。'],
  },
  'Layout/UserCorner': {
    use: ['页头右上角的账号区：未登录显示登录、注册，登录后显示头像和菜单。'],
    avoid: ['已知登录状态的局部：直接用 VisitorCorner 或 UserMenu。'],
  },
  'Layout/UserMenu': {
    use: ['已登录用户的头像、昵称与下拉菜单（UserCorner 的一半）。'],
    avoid: ['需要随登录状态切换的页头：用 UserCorner。'],
  },
  'Layout/VisitorCorner': {
    use: ['访客的“登录 / 注册”入口（UserCorner 的另一半）。'],
    avoid: ['需要随登录状态切换的页头：用 UserCorner。'],
  },
  'Login/CaptchaPopup': {
    use: ['风控要求时，以浮层展示第三方验证码页面。'],
    avoid: ['登录弹窗内部：LoginModal 已自带内嵌验证码。'],
  },
  'Login/LoginModal': {
    use: ['需要登录才能继续时：手机快捷登录、账号密码、扫码三种方式和第三方登录。'],
    avoid: ['独立的登录页：用 LoginPanel，不要把弹窗连同遮罩放进页面。'],
  },
  'Login/LoginPanel': {
    use: [
      '登录页（/user_login、扫码确认页）上页面自己的登录框：与弹窗同样的三种方式，没有遮罩和关闭按钮。',
    ],
    avoid: ['在其他页面上临时要求登录：用 LoginModal。'],
  },
  'Login/QrPanel': {
    use: ['扫码登录区域：二维码、扫码提示，过期或出错时给出刷新按钮。'],
    avoid: ['静态二维码：用图片；本页地址的二维码：用 FooterBarcode。'],
  },
  'Login/SmsButton': {
    use: ['“发送验证码”按钮：60 秒内显示倒计时，不能重复发送。'],
    avoid: ['其他带倒计时的操作：它的文案和节奏只为短信设计。'],
  },
  'Mine/AlertChannelCard': {
    use: [
      '提醒设置里的一种提醒方式：名称与说明、开关（或“始终开启”）、该方式自己的表单，保存结果和“发送测试”的发送中 / 已发送 / 失败原因。',
    ],
    avoid: ['普通的设置分组：用页面卡片与标题。', '需要确认的危险操作：用 Dialog。'],
  },
  'Mine/AlertScheduleForm': {
    use: ['提醒频率：每天最多提醒条数与免打扰时段（可跨午夜）。'],
    avoid: ['单个商品的提醒条件：用 TargetPriceForm 的提醒条件选择。'],
  },
  'Mine/ColourSchemeField': {
    use: ['账号设置的“外观”：这台设备的配色，跟随系统、浅色或深色，选中即生效并保存在本机。'],
    avoid: ['要随账号同步的偏好：放进账号资料，不放本机存储。'],
  },
  'Mine/CollectionCard': {
    use: [
      '“我的收藏”里的商品：收藏时价格与今日价格对比（降价金额与幅度）、历史最低、一行提醒条件与分组，可修改提醒或删除；图片失败时显示“暂无图片”。',
    ],
    avoid: ['公开的商品网格：用 ProductCard。', '价保订单：用 ProtectOrderCard。'],
  },
  'Mine/CreditSummary': {
    use: ['“我的积分”页顶部：积分余额与每日签到按钮，签到结果在下方播报。'],
    avoid: ['积分明细与规则：用列表或表格展示。'],
  },
  'Mine/EmailAlertFields': {
    use: ['邮件提醒的邮箱：当前地址与“已验证 / 待验证”，输入新地址后“发送验证邮件”。'],
    avoid: ['账号登录邮箱的绑定：在账号设置里修改。'],
  },
  'Mine/FeedAlertLinks': {
    use: ['RSS 与 Atom 订阅地址（带复制），以及需二次确认的“重置链接”。'],
    avoid: ['公开的、无需保密的链接：直接用链接文字。'],
  },
  'Mine/NoticeItem': {
    use: [
      '消息中心的一条提醒：类型标签、时间、标题链接、说明、现价与降幅，价保提醒醒目显示“可申请 ¥x”；未读的有标记和“标为已读”。',
    ],
    avoid: ['收藏的商品本身：用 CollectionCard。', '短暂的操作反馈：用 Toast。'],
  },
  'Mine/PushAlertFields': {
    use: [
      '浏览器推送：已开启的浏览器数量、“在此浏览器开启 / 关闭”，以及不支持、已被禁止或本站未开通时的说明。',
    ],
    avoid: ['站内的即时反馈：用 Toast。'],
  },
  'Mine/ProtectOrderCard': {
    use: [
      '“价保”页的一笔订单：实付价、购买后最低价、可申请的差价（醒目）、剩余天数与商城价保入口。',
    ],
    avoid: ['收藏的商品：用 CollectionCard。'],
  },
  'Mine/TargetPriceForm': {
    use: [
      '填写降价提醒：只有目标价（元），或给出 defaultAlert 时选择提醒条件（任意降价 / 低于目标价 / 降幅达到 N% / 创历史新低 / 不提醒），可选分组；放在弹窗或 WatchButton 展开的面板中。',
    ],
    avoid: ['一般的金额筛选（价格区间）：用列表页的筛选表单。'],
  },
  'Mine/WatchButton': {
    use: ['商品价格旁的“收藏 / 降价提醒”：一键收藏，或展开填写目标价；已收藏时可改目标价。'],
    avoid: ['“我的收藏”列表里的操作：用 CollectionCard 自带的按钮。'],
  },
  'Mine/WebhookAlertFields': {
    use: [
      'Webhook 提醒：接收地址、消息格式（ntfy、Bark、Server酱、钉钉、飞书或通用 JSON）与可复制的签名密钥。',
    ],
    avoid: ['邮件或推送：用 EmailAlertFields、PushAlertFields。'],
  },
  'Price/PriceChart': {
    use: ['商品价格历史：到手价与页面价折线、时间范围切换、促销标记和提示框。'],
    avoid: ['只需一个数字或趋势：用 PriceSummary 或 PriceTag。'],
  },
  'Price/PriceFreshness': {
    use: [
      '商品页价格旁的一行说明：价格何时更新、来自插件 / 抓取 / 导入 / 演示数据，已下架时给出提示。',
    ],
    avoid: ['价格本身与历史最低：用 PriceSummary。'],
  },
  'Price/PriceSketch': {
    use: [
      '服务器渲染与未运行脚本时的价格走势：到手价阶梯折线、最高价与最低价、首末日期，尺寸与 PriceChart 相同，图表绘制后由它接替。',
    ],
    avoid: ['需要交互（范围切换、提示框、促销标记）：用 PriceChart，它在浏览器里自动接替本图。'],
  },
  'Price/PriceSummary': {
    use: ['价格概览：当前价与趋势、历史最低/最高、大促价和“先涨后降”提醒。'],
    avoid: ['列表中的单个价格：用 PriceTag。'],
  },
  'Price/TrackingPanel': {
    use: ['刚粘贴的、尚未收录的商品链接：实时显示排队、抓取、拦截或失败，以及何时重试。'],
    avoid: [
      '已收录商品的价格更新时间：用 PriceFreshness。',
      '一般的加载或出错：用页面自己的状态。',
    ],
  },
  'Promotion/CouponCard': {
    use: ['商城优惠券：面额、门槛、有效期和“领取”按钮。'],
    avoid: ['促销活动（无券可领）：用 PromotionCard。'],
  },
  'Promotion/DealCard': {
    use: ['爆料信息流中的一条优惠：推荐理由、成交价、发布时间和“值”票数。'],
    avoid: ['普通商品列表：用 ProductCard。'],
  },
  'Promotion/PromotionCard': {
    use: ['商城活动：标签、标题、商城和起止日期，链接到活动页。'],
    avoid: ['可领取的优惠券：用 CouponCard。'],
  },
  'Rank/RankList': {
    use: ['排行榜：带名次的商品列表，前三名高亮，每行一个链接。'],
    avoid: ['无先后顺序的商品：用 ProductCard 网格。'],
  },
  'Search/SearchBox': {
    use: ['“查历史价”输入框：支持商品链接、App 分享口令和关键词，粘贴链接立即搜索。'],
    avoid: ['列表内的筛选：用筛选控件，不要复用搜索框。'],
  },
  'Shaidan/PhotoCard': {
    use: ['用户晒单：谁、照片、评价、实付价、时间与商城。'],
    avoid: ['商品官方图片展示：用 ProductCard 或 LazyImage。'],
  },
  'Shaidan/PhotoUploader': {
    use: ['晒单时选择照片：预览、逐张上传进度、删除和中文的格式/大小检查。'],
    avoid: ['头像等单张图片：交互过重，用单个文件选择。'],
  },
};
