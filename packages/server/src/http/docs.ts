import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

/** The area tags of the API document; every operation carries exactly one of them. */
export const API_TAGS = [
  { name: '商品', description: '商品资料、链接识别与同款比价' },
  { name: '价格', description: '价格历史与价格上报' },
  { name: '搜索', description: '关键词搜索与商品分类' },
  { name: '优惠', description: '今日好价与先涨后降的假降价' },
  { name: '追踪', description: '商品追踪队列与检查状态' },
  { name: 'AI', description: 'AI 购物助手' },
  {
    name: '登录',
    description: '密码、短信、扫码与第三方登录（路径与签名规则见 docs/behaviour.md §7）',
  },
  { name: '账号', description: '当前用户资料、修改、找回密码、注销与下载我的数据' },
  { name: '收藏', description: '收藏与降价提醒：收藏时价格、现价、降幅、目标价与分组' },
  { name: '关注', description: '关注品牌、分类或关键词：每天至多一次汇总新的好价、爆料与历史新低' },
  { name: '价保', description: '价格保护订单：价保期、期间最低价与可申请金额' },
  { name: '积分', description: '积分明细、余额与每日签到' },
  {
    name: '提醒',
    description: '消息中心与提醒通道：站内、邮件、浏览器推送、Webhook 与个人 RSS / Atom 订阅',
  },
  { name: '反馈', description: '意见反馈（可附截图）' },
  { name: '晒单', description: '晒单（购物照片）、点赞、商品评价与已通过的图片' },
  { name: '好价', description: '好价帖：本站数据发现的真降价与用户爆料、值 / 不值投票' },
  {
    name: '审核',
    description: '运营审核：待审的晒单、评价、意见反馈、爆料与评论（仅 OPERATOR_UIDS）',
  },
  { name: '评论', description: '任意主体（如价迹本身、好价帖）的评论、评分与举报' },
  { name: '系统', description: '服务状态与本站页面二维码' },
] as const;

const DESCRIPTION = [
  '价格历史、比价与价格上报。金额单位为分，时间为 UTC 秒级时间戳。',
  '出错时一律答 `{ code, msg }`：code 为 HTTP 状态码，msg 为简短的中文说明；',
  '请求体过大（413）、内容类型不支持（415）、地址过长（414）等协议层错误也是这个格式。',
  '登录、账号与个人中心接口（/User、/UserHelper、/UserUnion、/UserCollection、/UserExtend、/helper）',
  '沿用 docs/behaviour.md §7 的答复：',
  '`{ code: 1 成功 | 0 需安全验证 | -1 失败, msg, data }`，带 `t` 与 `sign` 签名参数，',
  '改动状态的请求须来自本站页面（Origin 检查）。',
].join('\n');

/** OpenAPI description of every route at `/api/docs/json`, browsable at `/api/docs`. */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: '价迹 PriceTrail API', description: DESCRIPTION, version: '0.1.0' },
      tags: API_TAGS.map((tag) => ({ ...tag })),
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
