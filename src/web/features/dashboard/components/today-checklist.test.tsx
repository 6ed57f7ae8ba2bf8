// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TodayChecklist } from './today-checklist.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const week24 = [
  "Start getting to know your baby's pattern of movements: when they are busy and when they are quiet.",
  'If your baby is moving less than usual, or the pattern has changed, call your midwife or maternity unit straight away, day or night. Do not wait until tomorrow.',
  'Ask your midwife or doctor whether you will be offered a test for gestational diabetes around this time.',
];

describe("'What to Do Today'", () => {
  it('ticks tasks only; the safety note is a notice, and a saved tick keeps its key', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(JSON.stringify({ localDate: '2026-11-22', done: ['w24-2'] }), {
            headers: { 'content-type': 'application/json' },
          }),
        ),
      ),
    );
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={qc}>
        <TodayChecklist userId="u1" week={24} today="2026-11-22" items={week24} />
      </QueryClientProvider>,
    );
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(2);
    expect(screen.queryByRole('checkbox', { name: /moving less than usual/ })).toBeNull();
    const notice = screen.getByRole('region', { name: 'Good to know this week' });
    expect(within(notice).getByText(/moving less than usual/)).toBeTruthy();
    await screen.findByText('1 of 2 done today');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /gestational diabetes/ }).checked).toBe(
      true,
    );
  });
});
