import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { LISTED_PAGES, UNLISTED_PATH_PREFIXES, sitePath } from '@pricetrail/core';
import { HttpError } from '../../../http/errors.js';
import { publicOrigin } from '../../../security/origins.js';
import { sitemapIndexXml, urlSetXml, type SitemapEntry } from '../../sitemapXml.js';
import { productSitemapPage, productSitemapPages } from '../../sitemapProducts.js';
import { errorResponses } from '../../../http/schemas.js';

/** Options of {@link crawlerRoutes}. */
export interface CrawlerOptions {
  /** Products per sitemap page; sitemaps.org allows at most 50,000 addresses in one. */
  productsPerSitemap?: number;
}

/** The sitemaps.org limit of addresses in one sitemap. */
export const SITEMAP_MAX_URLS = 50_000;

const XML = 'application/xml; charset=utf-8';
const CRAWLER_CACHE = 'public, max-age=3600';
const SITEMAP_FILE = /^(?:pages|products-([1-9]\d{0,5}))\.xml$/;

const xmlResponse = (description: string) =>
  ({ description, content: { 'application/xml': { schema: { type: 'string' } } } }) as const;

/** `GET /robots.txt`, the sitemap index `/sitemap.xml` and its sitemaps `/sitemaps/*.xml`. */
export const crawlerRoutes: FastifyPluginAsyncJsonSchemaToTs<{ Options: CrawlerOptions }> = async (
  app,
  { productsPerSitemap = SITEMAP_MAX_URLS },
) => {
  const perPage = Math.min(productsPerSitemap, SITEMAP_MAX_URLS);

  app.get(
    '/robots.txt',
    {
      schema: {
        summary: '搜索引擎抓取规则（含站点地图地址）',
        tags: ['系统'],
        operationId: 'getRobots',
        response: {
          200: {
            description: 'robots.txt：不抓取个人中心、登录与接口，站点地图的地址',
            content: { 'text/plain': { schema: { type: 'string' } } },
          },
          ...errorResponses(),
        },
      },
    },
    async (_request, reply) => {
      const lines = [
        'User-agent: *',
        ...UNLISTED_PATH_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
        '',
        `Sitemap: ${publicOrigin(app)}/sitemap.xml`,
        '',
      ];
      return reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', CRAWLER_CACHE)
        .send(lines.join('\n'));
    },
  );

  app.get(
    '/sitemap.xml',
    {
      schema: {
        summary: '站点地图索引：列表页一份，商品页每 5 万个一份',
        tags: ['系统'],
        operationId: 'getSitemapIndex',
        response: {
          200: xmlResponse('sitemaps.org 站点地图索引，lastmod 为其中最新的价格更新时间'),
          ...errorResponses(),
        },
      },
    },
    async (_request, reply) => {
      const origin = publicOrigin(app);
      const pages = await productSitemapPages(app.db, perPage);
      const entries: SitemapEntry[] = [
        { loc: `${origin}/sitemaps/pages.xml` },
        ...pages.map((newest, index) => ({
          loc: `${origin}/sitemaps/products-${index + 1}.xml`,
          lastmod: newest,
        })),
      ];
      return reply.type(XML).header('cache-control', CRAWLER_CACHE).send(sitemapIndexXml(entries));
    },
  );

  app.get(
    '/sitemaps/:file',
    {
      schema: {
        summary: '一份站点地图：列表页（pages.xml）或第 N 份商品页（products-N.xml）',
        tags: ['系统'],
        operationId: 'getSitemap',
        params: {
          type: 'object',
          properties: {
            file: { type: 'string', description: 'pages.xml 或 products-N.xml（N 从 1 起）' },
          },
          required: ['file'],
        },
        response: {
          200: xmlResponse('sitemaps.org 站点地图，商品页的 lastmod 为其价格最后更新的时间'),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const found = SITEMAP_FILE.exec(request.params.file);
      if (!found) throw new HttpError(404, '没有这份站点地图');
      const origin = publicOrigin(app);
      let entries: SitemapEntry[];
      if (found[1] === undefined) {
        const categories = await app.prices.categories();
        entries = [
          ...LISTED_PAGES.map((path) => ({ loc: `${origin}${path}` })),
          ...categories.flatMap(({ slug }) => [
            { loc: `${origin}${sitePath('/home/:class', { class: slug })}` },
            { loc: `${origin}${sitePath('/home/discount/:class', { class: slug })}` },
          ]),
        ];
      } else {
        const products = await productSitemapPage(app.db, Number(found[1]), perPage);
        if (products.length === 0) throw new HttpError(404, '没有这份站点地图');
        entries = products.map(({ dpId, changedAt }) => ({
          loc: `${origin}${sitePath('/crc64/dp:dpid', { dpid: dpId })}`,
          lastmod: changedAt,
        }));
      }
      return reply.type(XML).header('cache-control', CRAWLER_CACHE).send(urlSetXml(entries));
    },
  );
};
