import type { RootStore } from '@pricetrail/services';
import { RootStoreProvider } from '@pricetrail/services/react';
import {
  FakeIdentityApi,
  SAMPLE_USER,
  createFakeLoginEnvironment,
  createTestRootStore,
} from '@pricetrail/services/testing';
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { expect, test } from 'vitest';
import { SessionGate } from './SessionGate';

function gate(store: RootStore) {
  return (
    <RootStoreProvider store={store}>
      <SessionGate visitor={<button type="button">登录后晒单</button>}>
        <form aria-label="发布晒单" />
      </SessionGate>
    </RootStoreProvider>
  );
}

// The server renders for no one in particular: no session cookie, no user.
const serverHtml = () => renderToString(gate(createTestRootStore()));

/** Hydrates the server's HTML over `store`; the errors React recovered from (a mismatch). */
function hydrate(store: RootStore) {
  const container = document.createElement('div');
  container.innerHTML = serverHtml();
  const recovered: unknown[] = [];
  render(gate(store), {
    container: document.body.appendChild(container),
    hydrate: true,
    onRecoverableError: (error) => recovered.push(error),
  });
  return recovered;
}

test('the server’s HTML holds neither the prompt nor the form', () => {
  expect(serverHtml()).toBe('');
});

test('a shopper with a session cookie hydrates the server’s HTML, then sees their form once read', async () => {
  const store = createTestRootStore({
    identity: new FakeIdentityApi({ user: SAMPLE_USER }),
    loginEnvironment: createFakeLoginEnvironment({ cookies: { plt_uid: SAMPLE_USER.uid } }),
  });
  expect(hydrate(store)).toEqual([]);
  expect(screen.queryByRole('button')).toBeNull();
  expect(screen.queryByRole('form')).toBeNull();
  await act(() => store.login.loadUser());
  expect(screen.getByRole('form', { name: '发布晒单' })).toBeInTheDocument();
});

test('a visitor hydrates the server’s HTML, then sees the sign-in prompt', () => {
  expect(hydrate(createTestRootStore())).toEqual([]);
  expect(screen.getByRole('button', { name: '登录后晒单' })).toBeInTheDocument();
});
