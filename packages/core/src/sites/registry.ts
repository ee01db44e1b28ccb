/** A store we know: its dp-id suffix, Chinese name, the host families it owns, and its currency. */
export interface Site {
  /** The numeric id used as the dp id suffix (gwdang-compatible where gwdang has one). */
  id: number;
  /** A stable ascii key. */
  key: string;
  /** The Chinese store name shown to shoppers. */
  name: string;
  /** Registrable domains; a host belongs to the site when it equals one or is a subdomain. */
  hosts: readonly string[];
  /** ISO 4217 currency of its prices. */
  currency: string;
}

// Ids 3, 83, 123, 25 and 129 are gwdang's; the rest are chosen here (README explains) and must
// stay clear of the currency table's ids in format/currency.ts.
const SITE_LIST = [
  { id: 3, key: 'jd', name: '京东', hosts: ['jd.com', 'jd.hk', 'yiyaojd.com'], currency: 'CNY' },
  { id: 83, key: 'tmall', name: '天猫', hosts: ['tmall.com', 'tmall.hk'], currency: 'CNY' },
  { id: 123, key: 'taobao', name: '淘宝', hosts: ['taobao.com'], currency: 'CNY' },
  { id: 25, key: 'suning', name: '苏宁易购', hosts: ['suning.com'], currency: 'CNY' },
  { id: 129, key: 'vip', name: '唯品会', hosts: ['vip.com'], currency: 'CNY' },
  {
    id: 353,
    key: 'pdd',
    name: '拼多多',
    hosts: ['yangkeduo.com', 'pinduoduo.com'],
    currency: 'CNY',
  },
  { id: 2, key: 'amazon_cn', name: '亚马逊中国', hosts: ['amazon.cn'], currency: 'CNY' },
  { id: 1, key: 'dangdang', name: '当当', hosts: ['dangdang.com'], currency: 'CNY' },
  { id: 344, key: 'alibaba1688', name: '1688', hosts: ['1688.com'], currency: 'CNY' },
  { id: 216, key: 'kaola', name: '考拉海购', hosts: ['kaola.com'], currency: 'CNY' },
  { id: 450, key: 'youpin', name: '小米有品', hosts: ['youpin.mi.com'], currency: 'CNY' },
  { id: 228, key: 'amazon_us', name: '美国亚马逊', hosts: ['amazon.com'], currency: 'USD' },
  { id: 229, key: 'amazon_jp', name: '日本亚马逊', hosts: ['amazon.co.jp'], currency: 'JPY' },
  { id: 266, key: 'amazon_uk', name: '英国亚马逊', hosts: ['amazon.co.uk'], currency: 'GBP' },
  { id: 107, key: 'amazon_de', name: '德国亚马逊', hosts: ['amazon.de'], currency: 'EUR' },
  { id: 389, key: 'amazon_au', name: '澳洲亚马逊', hosts: ['amazon.com.au'], currency: 'AUD' },
  { id: 366, key: 'amazon_ca', name: '加拿大亚马逊', hosts: ['amazon.ca'], currency: 'CAD' },
] as const satisfies readonly Site[];

/** Every store we know, by id. */
export const SITES: readonly Site[] = SITE_LIST;

/** A known site id. */
export type SiteId = (typeof SITE_LIST)[number]['id'];

/** A known site key. */
export type SiteKey = (typeof SITE_LIST)[number]['key'];

const SITE_BY_ID: ReadonlyMap<number, Site> = new Map(SITES.map((site) => [site.id, site]));
const SITE_BY_KEY: ReadonlyMap<string, Site> = new Map(SITES.map((site) => [site.key, site]));

/** The site with this id, or undefined. */
export function siteById(id: number): Site | undefined {
  return SITE_BY_ID.get(id);
}

/** The site with this key (`'jd'`, `'tmall'`, …), or undefined. */
export function siteByKey(key: string): Site | undefined {
  return SITE_BY_KEY.get(key);
}

/** True when `host` is `domain` itself or one of its subdomains (never a look-alike). */
export function hostBelongsTo(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`);
}
