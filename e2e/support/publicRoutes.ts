import type { APIRequestContext } from '@playwright/test';

async function first<T>(request: APIRequestContext, url: string, key: string): Promise<T> {
  const answer = await request.get(url);
  if (!answer.ok()) throw new Error(`${url} answered ${answer.status()}`);
  const body = (await answer.json()) as Record<string, T[] | undefined>;
  const item = body[key]?.[0];
  if (item === undefined) throw new Error(`${url} listed nothing: is the demo catalogue seeded?`);
  return item;
}

/** A product of the demo catalogue. */
export interface SampleProduct {
  /** Its dp id. */
  readonly dpId: string;
  /** Its listing title. */
  readonly title: string;
}

/** A JD product of the demo catalogue, with what a share text or a store link carries. */
export interface DemoJdProduct extends SampleProduct {
  /** JD's item id (the dp id without its store suffix). */
  readonly itemId: string;
  /** The store's page. */
  readonly url: string;
}

/** The demo catalogue's `index`th JD product on the first page of its listing. */
export async function demoJdProduct(request: APIRequestContext, index = 0): Promise<DemoJdProduct> {
  const answer = await request.get('/api/search', { params: { page: 1, site: 3 } });
  if (!answer.ok()) throw new Error(`/api/search answered ${answer.status()}`);
  const { items } = (await answer.json()) as {
    items: { product: { dpId: string; title: string; url: string } }[];
  };
  const product = items[index]?.product;
  if (!product) throw new Error(`the demo catalogue has fewer than ${index + 1} JD products`);
  return { ...product, itemId: product.dpId.replace(/-3$/, '') };
}

/** The first product the catalogue lists. */
export async function sampleProduct(request: APIRequestContext): Promise<SampleProduct> {
  const { product } = await first<{ product: SampleProduct }>(
    request,
    '/api/search?page=1',
    'items',
  );
  return product;
}

/**
 * Every public route of the site (issue 35): what search engines and shared links reach, rendered
 * on the server with its data. `{dpId}`, `{class}`, `{promotion}` and `{post}` stand for real
 * ones of the demo catalogue (see {@link resolveRoute}).
 */
export const PUBLIC_ROUTES = [
  '/home',
  '/home/{class}',
  '/home/discount',
  '/home/discount/{class}',
  '/promotion',
  '/promotion/{promotion}',
  '/promotion/activity',
  '/promotion/coupon',
  '/promotion/lowest',
  '/rank_list',
  '/shaidan',
  '/zhi/detail/{post}',
  '/crc64/dp{dpId}',
  '/crc64/dp{dpId}/where_buy',
  '/crc64/dp{dpId}/trend',
  '/crc64/dp{dpId}/desc',
  '/crc64/dp{dpId}/reviews',
  '/trend',
  '/trend/{dpId}.html',
  '/trend/history',
  '/crc64/list',
  '/us/about',
  '/us/contact',
  '/us/zhaopin',
  '/app/comment',
  '/app/extension',
  '/app/questions',
  '/app/suggestion',
] as const;

/** A public route's path with real parameters from the demo catalogue. */
export async function resolveRoute(request: APIRequestContext, pattern: string): Promise<string> {
  let path = pattern;
  if (path.includes('{dpId}')) path = path.replace('{dpId}', (await sampleProduct(request)).dpId);
  if (path.includes('{class}')) {
    const { slug } = await first<{ slug: string }>(request, '/api/categories', 'categories');
    path = path.replace('{class}', slug);
  }
  if (path.includes('{promotion}')) {
    const { id } = await first<{ id: number }>(request, '/api/promotions?page=1', 'items');
    path = path.replace('{promotion}', String(id));
  }
  if (path.includes('{post}')) {
    const { id } = await first<{ id: number }>(request, '/api/deal-posts?page=1', 'items');
    path = path.replace('{post}', String(id));
  }
  return path;
}
