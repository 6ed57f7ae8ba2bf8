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

const VOICES = [
  { name: 'Daniel', lang: 'en-GB', default: true },
  { name: 'Samantha', lang: 'en-US', default: false },
];
/** A speech engine whose voice list can arrive late, announced by 'voiceschanged' as Chrome does. */
function fakeSpeech(voices: typeof VOICES) {
  const listeners = new Set<() => void>();
  let list = voices;
  return {
    getVoices: () => list,
    speak: (u: SpeechSynthesisUtterance) => spoken.push(u),
    cancel: () => undefined,
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
    announce(next: typeof VOICES) {
      list = next;
      for (const fn of listeners) fn();
    },
  };
}

const today = () => new Date().toISOString().slice(0, 10);
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  spoken.length = 0;
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  vi.stubGlobal('speechSynthesis', fakeSpeech(VOICES));
  // The country guess: unknown unless a test says otherwise.
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) =>
      Promise.resolve(url === '/api/user-location' ? json(200, { country: null }) : json(500, {})),
    ),
  );
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
    const due = inDays(100);
    fireEvent.change(screen.getByLabelText('Due Date'), { target: { value: due } });
    expect(
      screen.getByText(
        new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeZone: 'UTC' }).format(
          new Date(`${due}T12:00:00Z`),
        ),
      ),
    ).toBeTruthy();
    // Changing the stage leaves the chosen date unchanged.
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    fireEvent.click(screen.getByLabelText(/I'm postpartum/));
    fireEvent.click(next());
    expect(screen.getByLabelText<HTMLInputElement>('Birth Date').value).toBe(due);
    // ...but a due date carried over is a future birth date: said beside the field, and Next stays off.
    expect(screen.getByText('Birth date cannot be in the future')).toBeTruthy();
    expect((next() as HTMLButtonElement).disabled).toBe(true);
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

  it('waits for a voice list that arrives late, so the female-sounding voice is used', () => {
    vi.useFakeTimers();
    const speech = fakeSpeech([]);
    vi.stubGlobal('speechSynthesis', speech);
    renderWizard();
    fireEvent.click(screen.getByRole('switch', { name: 'Voice guidance' }));
    act(() => {
      vi.advanceTimersByTime(800);
    });
    expect(spoken).toHaveLength(0);
    act(() => {
      speech.announce(VOICES);
    });
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(spoken.at(-1)).toMatchObject({ voice: { name: 'Samantha' } });
  });

  it('checks a typed date by the server rule before Next, for either stage', () => {
    renderWizard();
    fireEvent.click(screen.getByRole('button', { name: "I'm ready to start" }));
    fireEvent.click(screen.getByLabelText(/I'm pregnant/));
    fireEvent.click(next());
    // Typing bypasses the picker's min and max.
    fireEvent.change(screen.getByLabelText('Due Date'), { target: { value: inDays(-22) } });
    expect(screen.getByText(/Due date must be between 3 weeks ago and 42 weeks from today/)).toBeTruthy();
    expect(screen.getByLabelText('Due Date').getAttribute('aria-invalid')).toBe('true');
    expect((next() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Due Date'), { target: { value: inDays(42 * 7 + 1) } });
    expect((next() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Due Date'), { target: { value: inDays(-21) } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect((next() as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    fireEvent.click(screen.getByLabelText(/I'm postpartum/));
    fireEvent.click(next());
    fireEvent.change(screen.getByLabelText('Birth Date'), { target: { value: inDays(-366) } });
    expect(screen.getByText('Birth date must be within the last year')).toBeTruthy();
    expect((next() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Birth Date'), { target: { value: today() } });
    expect((next() as HTMLButtonElement).disabled).toBe(false);
  });

  it('prefills her country from the guess, sends her own choice, and offers to fix a refused answer', async () => {
    const fetchMock = vi.fn((url: string) =>
      Promise.resolve(
        url === '/api/user-location'
          ? json(200, { country: 'US' })
          : json(400, {
              message: 'Please check the highlighted fields.',
              fields: { dueDate: 'Due date must be between 3 weeks ago and 42 weeks from today' },
            }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWizard();
    fireEvent.click(screen.getByRole('button', { name: "I'm ready to start" }));
    fireEvent.click(screen.getByLabelText(/I'm pregnant/));
    fireEvent.click(next());
    fireEvent.change(screen.getByLabelText('Due Date'), { target: { value: inDays(100) } });
    fireEvent.click(next());
    expect(screen.getByText('So we show the right emergency number')).toBeTruthy();
    await vi.waitFor(() => expect(screen.getByLabelText<HTMLSelectElement>('Country').value).toBe('US'));
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'GB' } });
    fireEvent.change(screen.getByLabelText('First Name or Nickname'), { target: { value: 'Amara' } });
    fireEvent.click(next());
    fireEvent.click(next());
    fireEvent.click(screen.getByLabelText(/Calm/));
    fireEvent.click(next());
    expect(screen.getByText('Step 7 of 7')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Start My Journey' }));
    expect(await screen.findByText('One of your answers needs another look.')).toBeTruthy();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/onboarding/complete') as unknown as [
      string,
      { body: string },
    ];
    expect(JSON.parse(call[1].body)).toMatchObject({ country: 'GB' });
    // A refused date can never succeed on retry: she is taken to the step that asks for it.
    fireEvent.click(screen.getByRole('button', { name: 'Go back and fix' }));
    expect(screen.getByText('Step 3 of 7')).toBeTruthy();
    expect(screen.getByLabelText('Due Date')).toBeTruthy();
    expect(screen.queryByText('One of your answers needs another look.')).toBeNull();
  });

  it('shows a message with a retry when completion fails, and keeps the answers', async () => {
    let completions = 0;
    const fetchMock = vi.fn((url: string, _init?: RequestInit) => {
      if (url === '/api/user-location') return Promise.resolve(json(200, { country: null }));
      completions += 1;
      return completions === 1
        ? Promise.reject(new TypeError('offline'))
        : Promise.resolve(json(200, { profile: {} }));
    });
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
    const calls = fetchMock.mock.calls.filter(([url]) => url === '/api/onboarding/complete');
    expect(calls).toHaveLength(2);
    const body = JSON.parse(
      (calls[1] as unknown as [string, RequestInit & { body: string }])[1].body,
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
