import { createTestRootStore } from '@pricetrail/services/testing';
import { RootStoreProvider } from '@pricetrail/services/react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { expect, test } from 'vitest';
import { CanonicalLink, PageMeta, type PageMetaProps } from './PageMeta';

const ORIGIN = 'https://prices.example.com';
const store = createTestRootStore({ publicOrigin: ORIGIN });

function renderAt(url: string, props: PageMetaProps) {
  return render(
    <RootStoreProvider store={store}>
      <MemoryRouter initialEntries={[url]}>
        <CanonicalLink />
        <PageMeta {...props} />
      </MemoryRouter>
    </RootStoreProvider>,
  );
}

// <head> holds no roles or text for Testing Library's queries to find.
// eslint-disable-next-line testing-library/no-node-access
const head = (selector: string) => document.head.querySelectorAll(selector);

test('puts the title, description and canonical address on the public origin (without the query) into <head>', () => {
  renderAt('/home/digital?utm_source=wx&page=2', {
    title: '手机数码',
    description: '手机的历史价格',
  });
  expect(document.title).toBe('手机数码 - 价迹');
  expect(head('meta[name="description"]')).toHaveLength(1);
  expect(head('meta[name="description"]')[0]).toHaveAttribute('content', '手机的历史价格');
  expect(head('link[rel="canonical"]')[0]).toHaveAttribute('href', `${ORIGIN}/home/digital`);
  expect(head('meta[name="robots"]')).toHaveLength(0);
});

test('asks search engines not to index a page that says so', () => {
  renderAt('/no/such/page', { title: '页面不存在', description: '没有这个页面', isNoIndex: true });
  expect(head('meta[name="robots"]')[0]).toHaveAttribute('content', 'noindex');
});

test('the next page replaces the title and leaves one description and one canonical link', () => {
  const view = renderAt('/us/about', { title: '关于价迹', description: '关于' });
  view.rerender(
    <RootStoreProvider store={store}>
      <MemoryRouter initialEntries={['/us/about']}>
        <CanonicalLink />
        <PageMeta title="联系我们" description="联系" />
      </MemoryRouter>
    </RootStoreProvider>,
  );
  expect(document.title).toBe('联系我们 - 价迹');
  expect(head('title')).toHaveLength(1);
  expect(head('meta[name="description"]')).toHaveLength(1);
  expect(head('link[rel="canonical"]')).toHaveLength(1);
});
