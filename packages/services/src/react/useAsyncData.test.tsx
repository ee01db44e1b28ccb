import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAsyncData } from './useAsyncData';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

function Price({ dpid, load }: { dpid: string; load: (dpid: string) => Promise<string> }) {
  const { data, error, isPendingVisible } = useAsyncData(() => load(dpid), [dpid]);
  if (error) return <p role="alert">{error.message}</p>;
  if (isPendingVisible) return <p>加载中</p>;
  return <p>{data ?? '—'}</p>;
}

describe('useAsyncData', () => {
  it('shows the loading text only once the 200 ms delay has passed', async () => {
    let finish: (value: string) => void = () => undefined;
    const load = () => new Promise<string>((resolve) => (finish = resolve));
    render(<Price dpid="1-3" load={load} />);
    await act(() => vi.advanceTimersByTimeAsync(199));
    expect(screen.queryByText('加载中')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText('加载中')).toBeInTheDocument();
    await act(async () => finish('¥19.99'));
    expect(screen.getByText('¥19.99')).toBeInTheDocument();
  });

  it('never shows the loading text for a quick answer', async () => {
    render(<Price dpid="1-3" load={() => Promise.resolve('¥5.00')} />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('¥5.00')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByText('加载中')).not.toBeInTheDocument();
  });

  it('loads again when deps change, and the newer answer wins', async () => {
    const answers: Record<string, (value: string) => void> = {};
    const load = (dpid: string) => new Promise<string>((resolve) => (answers[dpid] = resolve));
    const { rerender } = render(<Price dpid="a" load={load} />);
    rerender(<Price dpid="b" load={load} />);
    await act(async () => answers.b?.('B'));
    await act(async () => answers.a?.('A'));
    expect(screen.getByText('B')).toBeInTheDocument();
    expect(screen.queryByText('A')).not.toBeInTheDocument();
  });

  it('shows errors and reloads on demand', async () => {
    let calls = 0;
    const loader = () => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('网络异常')) : Promise.resolve(calls);
    };
    const { result } = renderHook(() => useAsyncData(loader, [], { delay: 10 }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current.error?.message).toBe('网络异常');
    await act(() => result.current.reload());
    expect(result.current).toMatchObject({ data: 2, error: undefined, isPending: false });
  });
});
