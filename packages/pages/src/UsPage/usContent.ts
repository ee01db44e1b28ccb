/** A company page topic. */
export type UsTopic = 'about' | 'contact' | 'zhaopin';

/** One block of a company page. */
export interface UsBlock {
  /** Its heading. */
  readonly title: string;
  /** Anchor id for `#id` links. */
  readonly id?: string;
  /** Its paragraphs or list items. */
  readonly lines: readonly string[];
}

/** The content of one company page. */
export interface UsContent {
  /** The h1. */
  readonly title: string;
  /** The blocks. */
  readonly blocks: readonly UsBlock[];
}

/** The Chinese content of the company pages. */
export const US_CONTENT: Readonly<Record<UsTopic, UsContent>> = {
  about: {
    title: '关于价迹',
    blocks: [
      {
        title: '我们做什么',
        lines: [
          '价迹（PriceTrail）是一个开源的历史价格查询与购物助手：粘贴商品链接，就能看到它真实的价格走势、在其他商城的价格，以及当前的“优惠”是否真的便宜。',
          '价迹可以自行部署：一条命令即可在自己的电脑或服务器上运行完整的网站与接口。',
        ],
      },
      {
        title: '数据从哪里来',
        lines: [
          '价格数据来自安装了价迹浏览器插件的用户在浏览商品时看到的价格，以及公开的商品页面。我们不会声称拥有商城的官方数据。',
          '演示站点中的部分商品为演示数据，会以“演示数据”标注，请勿作为购买依据。',
        ],
      },
      {
        title: '我们的原则',
        lines: ['不卖排名，不收推广费；访客信息只保存在你自己的浏览器里。'],
      },
    ],
  },
  contact: {
    title: '联系我们',
    blocks: [
      {
        title: '问题与建议',
        lines: [
          '发现价格有误、页面出错或有新功能建议，欢迎在 GitHub 上提交 issue，我们会公开回复。',
        ],
      },
      {
        title: '电子邮件',
        lines: ['合作与其他事务：hello@pricetrail.cn', '安全问题请发送至：security@pricetrail.cn'],
      },
    ],
  },
  zhaopin: {
    title: '加入我们',
    blocks: [
      {
        title: '前端工程师',
        lines: ['React、TypeScript、MobX；关注可访问性与性能，能把价格图表做得又快又清楚。'],
      },
      {
        title: '后端工程师',
        lines: ['Node.js、Fastify、SQLite / PostgreSQL；设计可靠的价格采集与提醒服务。'],
      },
      {
        title: '数据工程师',
        lines: ['清洗与去重海量价格记录，识别“先涨后降”等虚假优惠。'],
      },
      {
        title: '如何申请',
        id: 'apply',
        lines: ['请将简历与 GitHub 主页发送至 jobs@pricetrail.cn，邮件标题注明应聘职位。'],
      },
    ],
  },
};
