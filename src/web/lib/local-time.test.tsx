// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDailyTasks } from '../api/checkins/daily-tasks.ts';
import { useLocalTime } from './local-time.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function Probe({ statusFn }: { statusFn: () => Promise<string> }) {
  // Queries never go stale on their own (docs/architecture.md), as in the app.
  useQuery({ queryKey: ['profile', 'u1', 'status'], queryFn: statusFn, staleTime: Infinity });
  const { today } = useLocalTime('Pacific/Auckland');
  useDailyTasks('u1', today);
  return <p>{today}</p>;
}

describe('the app left open across midnight', () => {
  it('moves to the new day: her status (the week) is fetched again and the ticks are a new day', async () => {
    // 23:59:30 on 22 November in Auckland (UTC+13).
    vi.useFakeTimers({ now: new Date('2026-11-22T10:59:30Z'), shouldAdvanceTime: true });
    const statusFn = vi.fn(() => Promise.resolve('status'));
    const taskUrls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        taskUrls.push(url);
        return Promise.resolve(
          new Response(JSON.stringify({ localDate: 'x', done: [] }), {
            headers: { 'content-type': 'application/json' },
          }),
        );
      }),
    );
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    render(
      <QueryClientProvider client={qc}>
        <Probe statusFn={statusFn} />
      </QueryClientProvider>,
    );
    await screen.findByText('2026-11-22');
    await vi.waitFor(() => expect(statusFn).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(taskUrls).toHaveLength(1));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    await screen.findByText('2026-11-23');
    await vi.waitFor(() => expect(statusFn).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(taskUrls).toHaveLength(2));
    expect(qc.getQueryData(['daily-tasks', 'u1', '2026-11-23'])).toBeDefined();
  });
});

describe('the phone time zone', () => {
  it('is read once, and again when she comes back to the app', async () => {
    const { deviceTimeZone } = await import('./local-time.ts');
    const spy = vi.spyOn(Intl, 'DateTimeFormat');
    const first = deviceTimeZone();
    deviceTimeZone();
    deviceTimeZone();
    const reads = spy.mock.calls.length;
    expect(reads).toBeLessThanOrEqual(1);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(deviceTimeZone()).toBe(first);
    expect(spy.mock.calls.length).toBe(reads + 1);
    spy.mockRestore();
  });
});
