// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OnboardingWizard } from './onboarding-wizard.tsx';

const spoken: SpeechSynthesisUtterance[] = [];
class FakeUtterance {
  lang = '';
  voice: unknown = null;
  rate = 1;
  pitch = 1;
  volume = 1;
  constructor(readonly text: string) {}
}

function renderWizard(onDone = vi.fn()) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={qc}>
      <MemoryRouter>
        <OnboardingWizard userId="u1" onDone={onDone} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return onDone;
}
const next = () => screen.getByRole('button', { name: 'Next' });

beforeEach(() => {
  spoken.length = 0;
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  vi.stubGlobal('speechSynthesis', {
    getVoices: () => [
      { name: 'Daniel', lang: 'en-GB', default: true },
      { name: 'Samantha', lang: 'en-US', default: false },
    ],
    speak: (u: SpeechSynthesisUtterance) => spoken.push(u),
    cancel: () => undefined,
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('onboarding wizard', () => {
  it('follows the Next rules and keeps answers when going Back', () => {
    renderWizard();
    expect(screen.getByText('Step 1 of 7')).toBeTruthy();
    expect(screen.getByText('14% complete')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: "I'm ready to start" }));
    expect((next() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByLabelText(/I'm pregnant/));
    expect((next() as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(next());
    expect(screen.getByLabelText('Due Date')).toBeTruthy();
    expect((next() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Due Date'), { target: { value: '2027-03-14' } });
    expect(screen.getByText(/March 14, 2027/)).toBeTruthy();
    // Changing the stage leaves the chosen date unchanged.
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    fireEvent.click(screen.getByLabelText(/I'm postpartum/));
    fireEvent.click(next());
    expect(screen.getByLabelText<HTMLInputElement>('Birth Date').value).toBe('2027-03-14');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    fireEvent.click(screen.getByLabelText(/I'm pregnant/));
    fireEvent.click(next());
    fireEvent.click(next());
    fireEvent.change(screen.getByLabelText('First Name or Nickname'), { target: { value: '   ' } });
    expect((next() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('First Name or Nickname'), { target: { value: 'Amara' } });
    fireEvent.click(next());
    expect(screen.getAllByRole('checkbox').every((c) => (c as HTMLInputElement).checked)).toBe(true);
    expect((next() as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(next());
    expect((next() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByLabelText(/Hopeful/));
    fireEvent.click(next());
    expect(screen.getByRole('heading', { name: 'Welcome, Amara!' })).toBeTruthy();
    expect(screen.getByText(/pregnancy journey is ready/)).toBeTruthy();
    expect(screen.getByText('Step 7 of 7')).toBeTruthy();
  });

  it('reads the step aloud 500 ms after it changes, with a female voice, rate 0.9, pitch 1.1, volume 0.8', () => {
    vi.useFakeTimers();
    renderWizard();
    fireEvent.click(screen.getByRole('switch', { name: 'Voice guidance' }));
    act(() => {
      vi.advanceTimersByTime(499);
    });
    expect(spoken).toHaveLength(0);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(spoken).toHaveLength(1);
    expect(spoken[0]).toMatchObject({ rate: 0.9, pitch: 1.1, volume: 0.8, voice: { name: 'Samantha' } });
    fireEvent.click(screen.getByRole('button', { name: "I'm ready to start" }));
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(spoken).toHaveLength(2);
  });

  it('shows a message with a retry when completion fails, and keeps the answers', async () => {
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValueOnce(
        new Response('{"profile":{}}', { status: 200, headers: { 'content-type': 'application/json' } }),
      );
    vi.stubGlobal('fetch', fetchMock);
    const onDone = renderWizard();
    fireEvent.click(screen.getByRole('button', { name: "I'm ready to start" }));
    fireEvent.click(screen.getByLabelText(/I'm postpartum/));
    fireEvent.click(next());
    fireEvent.change(screen.getByLabelText('Birth Date'), {
      target: { value: new Date().toISOString().slice(0, 10) },
    });
    fireEvent.click(next());
    fireEvent.change(screen.getByLabelText('First Name or Nickname'), { target: { value: 'Bea' } });
    fireEvent.click(next());
    fireEvent.click(next());
    fireEvent.click(screen.getByLabelText(/Tired/));
    fireEvent.click(next());
    expect(screen.getByText(/postpartum support system is ready/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Start My Journey' }));
    expect(await screen.findByText('We could not save your answers yet.')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Start My Journey' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    const body = JSON.parse(
      (fetchMock.mock.calls[1] as [string, RequestInit & { body: string }])[1].body,
    ) as Record<string, unknown>;
    expect(body).toMatchObject({
      stage: 'postpartum',
      firstName: 'Bea',
      moodBaseline: 'tired',
      userId: 'u1',
    });
    expect(body).toHaveProperty('birthDate');
    expect(body).toHaveProperty('timeZone');
  });
});
