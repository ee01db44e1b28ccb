import { paths } from '../paths';

/** One question of the FAQ. */
export interface Question {
  /** Anchor id for `#id` links. */
  readonly id: string;
  /** The question. */
  readonly question: string;
  /** The answer's paragraphs. */
  readonly answer: readonly string[];
  /** A page of the site the answer speaks of. */
  readonly link?: { readonly href: string; readonly label: string };
}

/** The FAQ of `/app/questions`, in the order a new shopper asks. */
export const QUESTIONS: readonly Question[] = [
  {
    id: 'history-source',
    question: '历史价格是怎么来的？',
    answer: [
      '价迹的服务器按计划打开商城的商品页，读出页面上的价格并记下：最近一周有人看过的商品每小时一次，其余每天一次。你粘贴一个还没收录的链接，它会排进抓取队列，几秒到几分钟后出现第一条价格。',
      '安装了价迹插件的用户在商品页上看到的价格也会匿名回传，但要先经过核对（与已公布的价格、不同网络的其他回传一致，或由服务器重新抓取确认）才会公布，单个用户改不动一个价格。',
      '每条价格都标明来源：抓取、插件、导入或演示数据。',
    ],
  },
  {
    id: 'final-price',
    question: '“到手价”和“页面价”有什么不同？',
    answer: [
      '页面价是商品页上标出的价格；到手价是扣掉商品页上写明的优惠券和促销之后，实际要付的钱。价迹的走势图同时画出这两条线，提醒也按到手价计算。',
      '会员价、新人价这类不是人人都能拿到的价格，不会被当作商品的价格公布。',
    ],
  },
  {
    id: 'fake-discount',
    question: '什么是“假降价”（先涨后降）？',
    answer: [
      '先把价格调高，过几天再“降”回原价，看起来像打折，其实和原来一样。',
      '打开商品的历史价格，看降价前 30 天的走势：如果“降价”只是回到了涨价前的价格，就不是真正的优惠。历史最低价和 30 天最低价也写在价格旁边，方便对照。',
    ],
  },
  {
    id: 'supported-stores',
    question: '支持哪些商城？',
    answer: [
      '京东、天猫、淘宝、拼多多、苏宁易购和唯品会。电脑版、手机版链接和 App 里“分享”出来的文字都可以直接粘贴到首页的输入框。',
    ],
  },
  {
    id: 'price-alerts',
    question: '怎样设置降价提醒？',
    answer: [
      '登录后在商品页点“收藏”，可以顺便填一个目标价。在“我的收藏”里，每件商品都可以选择任意降价、低于目标价、降幅达到 N% 或创历史新低时提醒。',
      '提醒会出现在消息中心，也可以在消息中心的设置里开启邮件、浏览器推送、Webhook 或 RSS 订阅，并设置每日上限和免打扰时间。',
    ],
    link: { href: paths.notice(), label: '去消息中心设置提醒方式' },
  },
  {
    id: 'price-protection',
    question: '价保提醒是什么？',
    answer: [
      '在“我的价保”里登记买过的商品和实付价格。在商城的价保期内，如果价格降到比你付的更低，价迹会提醒你去申请差价，并写明可申请的金额。',
    ],
    link: { href: paths.priceProtect(), label: '去登记价保订单' },
  },
  {
    id: 'install-extension',
    question: '怎样安装浏览器插件？',
    answer: [
      '打开“插件”页面下载安装包，按页面上的步骤在 Chrome 或 Edge 里加载。装好后，在支持的商城商品页上，价格下方会出现价迹的小条：今天的价格、历史最低价、30 天最低价和最近的走势。',
      '插件只回传商品页上的价格，不读取商城账号、Cookie 或浏览记录；回传可以在插件的设置里随时关闭。',
    ],
  },
  {
    id: 'not-tracked',
    question: '为什么有的商品显示“暂未收录”？',
    answer: [
      '价迹还没有这个商品的价格。粘贴链接后它会进入抓取队列，页面会显示排队和抓取的进度；商城暂时拦截时会稍后重试，商品下架时会写明。',
    ],
  },
  {
    id: 'self-hosting',
    question: '可以自己部署价迹吗？',
    answer: [
      '可以。价迹是开源的，在装有 Node 20.19 或更新版本的机器上，一条命令 npm start 就能运行网站和接口，默认使用内置的 SQLite 数据库并带有演示商品；设置 DATABASE_URL 即可改用 PostgreSQL。',
      '插件的设置里可以填写你自己服务器的地址。',
    ],
  },
  {
    id: 'privacy',
    question: '价迹会收集我的哪些信息？',
    answer: [
      '只收集提供服务需要的信息：登录用的手机号或第三方账号、你的收藏和价保记录、你开启的提醒方式。详细内容见用户协议与隐私政策。',
    ],
    link: { href: paths.privacyPolicy(), label: '阅读用户协议与隐私政策' },
  },
];

/** Whether a question speaks of every word of `query` (case-insensitive, spaces separate words). */
export function questionMatches(question: Question, query: string): boolean {
  const text = `${question.question}\n${question.answer.join('\n')}`.toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word));
}
