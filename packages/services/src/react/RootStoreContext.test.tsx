import { act, render, renderHook, screen } from '@testing-library/react';
import { observer } from 'mobx-react-lite';
import { describe, expect, it, vi } from 'vitest';
import { createTestRootStore } from '../testing/root';
import { RootStoreProvider, useRootStore } from './RootStoreContext';

const ErrorLine = observer(function ErrorLine() {
  const { errors } = useRootStore();
  return <p>{errors.error?.message ?? '没有错误'}</p>;
});

describe('RootStoreProvider / useRootStore', () => {
  it('gives components the provided store and re-renders them on changes', () => {
    const store = createTestRootStore();
    render(
      <RootStoreProvider store={store}>
        <ErrorLine />
      </RootStoreProvider>,
    );
    expect(screen.getByText('没有错误')).toBeInTheDocument();
    act(() => store.errors.set('二维码失效'));
    expect(screen.getByText('二维码失效')).toBeInTheDocument();
  });

  it('keeps two roots apart', () => {
    const first = createTestRootStore();
    const second = createTestRootStore();
    first.errors.set('一');
    render(
      <>
        <RootStoreProvider store={first}>
          <ErrorLine />
        </RootStoreProvider>
        <RootStoreProvider store={second}>
          <ErrorLine />
        </RootStoreProvider>
      </>,
    );
    expect(screen.getByText('一')).toBeInTheDocument();
    expect(screen.getByText('没有错误')).toBeInTheDocument();
  });

  it('throws a clear error without a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useRootStore())).toThrow(/needs a <RootStoreProvider/);
    vi.restoreAllMocks();
  });
});
