// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HealthFlag } from '../../../core/contracts/flags.ts';
import { FlagCard, flagTitle, flagWhy, PREVIEW_LENGTH, preview } from './components/flag-card.tsx';
import { scheduleHref } from './schedule.ts';

afterEach(cleanup);

const flag = (over: Partial<HealthFlag> = {}): HealthFlag => ({
  id: 'f1',
  userId: 'u1',
  flagType: 'red',
  reason: 'Severe headache: an urgent warning sign',
  createdAt: '2026-03-02T09:30:00.000Z',
  symptom: { description: 'severe headache and blurry vision (severity 2 of 5)', aiAnalysis: '' },
  source: 'symptom_log',
  sourceId: 's1',
  priority: 'high',
  reviewed: false,
  reviewedBy: null,
  reviewedAt: null,
  ...over,
});

describe('the alert card (docs/product.md, "Health alerts")', () => {
  it('shows the first 100 characters of the analysis, and the whole of a short one', () => {
    expect(PREVIEW_LENGTH).toBe(100);
    const long = `${'a'.repeat(60)} ${'b'.repeat(60)}`;
    const { rerender } = render(
      <FlagCard
        flag={flag({ symptom: { description: 'x', aiAnalysis: long } })}
        onDetails={vi.fn()}
        onSchedule={vi.fn()}
      />,
    );
    expect(screen.getByText(`${long.slice(0, 100)}...`)).toBeTruthy();
    expect(screen.queryByText(long)).toBeNull();
    const exact = 'c'.repeat(100);
    rerender(
      <FlagCard
        flag={flag({ symptom: { description: 'x', aiAnalysis: exact } })}
        onDetails={vi.fn()}
        onSchedule={vi.fn()}
      />,
    );
    expect(screen.getByText(exact)).toBeTruthy();
    expect(preview(`${'d'.repeat(99)} e`)).toBe(`${'d'.repeat(99)}...`);
    expect(preview(`${'d'.repeat(98)}, a day`)).toBe(`${'d'.repeat(98)}...`);
  });

  it('is titled by the part of the reason before its colon, else the whole reason', () => {
    render(<FlagCard flag={flag()} onDetails={vi.fn()} onSchedule={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Severe headache' })).toBeTruthy();
    // The title is not said twice: the line under it is the rest of the reason.
    expect(screen.getByText('An urgent warning sign')).toBeTruthy();
    expect(screen.queryByText(/Severe headache:/)).toBeNull();
    expect(flagTitle(flag({ reason: 'Concern raised in the recovery chat' }))).toBe(
      'Concern raised in the recovery chat',
    );
    expect(flagWhy(flag({ reason: 'Concern raised in the recovery chat' }))).toBe('');
    expect(flagWhy(flag({ reason: 'Zara chat: urgent warning sign: bleeding' }))).toBe(
      'Urgent warning sign: bleeding',
    );
  });

  it('offers Schedule on red flags only, Details on all', () => {
    const { rerender } = render(<FlagCard flag={flag()} onDetails={vi.fn()} onSchedule={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Schedule: Severe headache' })).toBeTruthy();
    rerender(<FlagCard flag={flag({ flagType: 'yellow' })} onDetails={vi.fn()} onSchedule={vi.fn()} />);
    expect(screen.queryByRole('button', { name: /Schedule/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Details: Severe headache' })).toBeTruthy();
  });
});

describe('scheduleHref', () => {
  it('prefills an appointment title and puts the reason in the description', () => {
    const url = new URL(scheduleHref(flag()), 'http://zara.test');
    expect(url.pathname).toBe('/calendar');
    expect(url.searchParams.get('title')).toBe('Call about: severe headache');
    expect(url.searchParams.get('description')).toBe(
      'Severe headache: an urgent warning sign. severe headache and blurry vision (severity 2 of 5)',
    );
    expect(url.searchParams.get('type')).toBe('ob_appointment');
    expect(url.searchParams.get('priority')).toBe('high');
    expect(url.searchParams.get('add')).toBe('1');
    const phq = new URL(scheduleHref(flag({ reason: 'PHQ-9: thoughts of self-harm' })), 'http://zara.test');
    expect(phq.searchParams.get('title')).toBe('Call about: PHQ-9');
  });
});
