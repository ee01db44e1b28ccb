import { createTestRootStore } from '@pricetrail/services/testing';
import { RootStoreProvider } from '@pricetrail/services/react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { expect, test } from 'vitest';
import { PageMeta, type PageMetaProps } from './PageMeta';

const ORIGIN = 'https://prices.example.com';
const store = createTestRootStore({ publicOrigin: ORIGIN });

function page(url: string, props: PageMetaProps) {
  return (
    <RootStoreProvider store={store}>
      <MemoryRouter initialEntries={[url]}>
        <PageMeta {...props} />
      </MemoryRouter>
    </RootStoreProvider>
  );
}

// <head> holds no roles or text for Testing Library's queries to find.
// eslint-disable-next-line testing-library/no-node-access
const head = (selector: string) => document.head.querySelectorAll(selector);
const content = (selector: string) => head(selector)[0]?.getAttribute('content');

test('puts the title, description and canonical address on the public origin (without the query) into <head>', () => {
  render(
    page('/home/digital?utm_source=wx&page=2', {
      title: '手机数码',
      description: '手机的历史价格',
    }),
  );
  expect(document.title).toBe('手机数码 - 价迹');
  expect(head('meta[name="description"]')).toHaveLength(1);
  expect(content('meta[name="description"]')).toBe('手机的历史价格');
  expect(head('link[rel="canonical"]')[0]).toHaveAttribute('href', `${ORIGIN}/home/digital`);
  expect(head('meta[name="robots"]')).toHaveLength(0);
});

test('describes the page for shared links: Open Graph and a large Twitter card, the site card by default', () => {
  render(page('/us/about', { title: '关于价迹', description: '关于' }));
  expect(content('meta[property="og:title"]')).toBe('关于价迹 - 价迹');
  expect(content('meta[property="og:description"]')).toBe('关于');
  expect(content('meta[property="og:url"]')).toBe(`${ORIGIN}/us/about`);
  expect(content('meta[property="og:type"]')).toBe('website');
  expect(content('meta[property="og:image"]')).toBe(`${ORIGIN}/share/site.png`);
  expect(content('meta[name="twitter:card"]')).toBe('summary_large_image');
  expect(content('meta[name="twitter:image"]')).toBe(`${ORIGIN}/share/site.png`);
});

test('a product names its own picture, its type and the address it is canonical under', () => {
  render(
    page('/trend/100-3.html', {
      title: '手机',
      description: '手机的历史价格',
      canonicalPath: '/crc64/dp100-3',
      image: '/share/dp100-3.png',
      type: 'product',
    }),
  );
  expect(head('link[rel="canonical"]')[0]).toHaveAttribute('href', `${ORIGIN}/crc64/dp100-3`);
  expect(content('meta[property="og:url"]')).toBe(`${ORIGIN}/crc64/dp100-3`);
  expect(content('meta[property="og:type"]')).toBe('product');
  expect(content('meta[property="og:image"]')).toBe(`${ORIGIN}/share/dp100-3.png`);
});

test('asks search engines not to index a page that says so', () => {
  render(
    page('/no/such/page', { title: '页面不存在', description: '没有这个页面', isNoIndex: true }),
  );
  expect(content('meta[name="robots"]')).toBe('noindex');
});

test('the next page replaces the title and leaves one of each tag', () => {
  const view = render(page('/us/about', { title: '关于价迹', description: '关于' }));
  view.rerender(page('/us/about', { title: '联系我们', description: '联系' }));
  expect(document.title).toBe('联系我们 - 价迹');
  for (const selector of [
    'title',
    'meta[name="description"]',
    'link[rel="canonical"]',
    'meta[property="og:title"]',
  ]) {
    expect(head(selector)).toHaveLength(1);
  }
});
