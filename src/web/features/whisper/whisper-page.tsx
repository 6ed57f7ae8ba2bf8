import { ArrowLeft, ChevronRight, Volume2, VolumeX } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { trimesterOf } from '../../../core/domain/pregnancy.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { useMyStage } from '../../api/profile/my-stage.ts';
import { type AffirmationStage, useAffirmations } from '../../api/content/affirmations.ts';
import { BreathingPacer } from './components/breathing-pacer.tsx';
import { orderForNight } from './order-for-night.ts';
import { useGoBack } from '../../lib/go-back.ts';
import { useReadAloud } from '../../lib/speech.ts';
import { contentStageOf } from '../../../core/domain/stage.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/*
 * The night palette: darker than the dark theme, no bright whites, every text still AA on the background
 * (#a8979f on #0b090e is about 7:1, #8d7c86 about 5:1).
 */
const buttonShape =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-2xl border whitespace-nowrap px-5 font-medium text-[#c4b3bd] hover:bg-[#241c28] focus-visible:outline-[#b88aa0]';
const night = {
  page: 'bg-[#0b090e] text-[#a8979f]',
  strong: 'text-[#c4b3bd]',
  muted: 'text-[#8d7c86]',
  button: `${buttonShape} border-[#3a2f3f] bg-[#1a141d]`,
  /** A pressed toggle: a lit border and a lifted background, not only a different icon. */
  buttonOn: `${buttonShape} border-[#b88aa0] bg-[#2a1f2c]`,
  ghost:
    '-ml-3 inline-flex min-h-12 items-center gap-1 whitespace-nowrap rounded-2xl px-3 font-medium text-[#c4b3bd] hover:bg-[#1a141d] focus-visible:outline-[#b88aa0]',
};

/** Whisper Mode (/whisper, /whisper-mode): calm affirmations, read aloud if she likes, and a breathing pacer. */
export function WhisperPage() {
  const status = useMyStage();
  const mine = status.data ?? null;
  const stageKnown = !status.isPending || status.fetchStatus === 'idle';
  const stage: AffirmationStage = mine ? contentStageOf(mine.stage) : 'any';
  const trimester = mine?.stage === 'pregnant' ? trimesterOf(mine.week) : null;
  const affirmations = useAffirmations(stage, trimester, stageKnown);
  const list = useMemo(() => orderForNight(affirmations.data ?? []), [affirmations.data]);
  const [index, setIndex] = useState(0);
  const [readAloud, setReadAloud] = useState(false);
  const voice = useReadAloud();
  const { speak } = voice;
  const current = list.length ? list[index % list.length] : undefined;

  useEffect(() => {
    if (readAloud && current) speak(current.text);
  }, [readAloud, current, speak]);

  useDocumentTitle('Whisper Mode');

  const goBack = useGoBack('/');

  return (
    <div className={`min-h-dvh ${night.page}`}>
      <main className="mx-auto flex min-h-dvh max-w-xl flex-col gap-10 px-5 pt-4 pb-12">
        <div className="flex items-center justify-between gap-2">
          <button type="button" onClick={goBack} className={night.ghost}>
            <ArrowLeft aria-hidden className="h-5 w-5" />
            Leave<span className="sr-only sm:not-sr-only"> Whisper Mode</span>
          </button>
          {voice.supported ? (
            <button
              type="button"
              aria-pressed={readAloud}
              onClick={() => {
                if (readAloud) voice.stop();
                setReadAloud(!readAloud);
              }}
              className={readAloud ? night.buttonOn : night.button}
            >
              {readAloud ? (
                <Volume2 aria-hidden className="h-5 w-5" />
              ) : (
                <VolumeX aria-hidden className="h-5 w-5" />
              )}
              Read aloud
              {/* The state in words too (aria-pressed tells screen readers; this tells her eyes). */}
              <span
                aria-hidden
                className={`rounded-full px-2 py-0.5 text-xs font-semibold uppercase ${readAloud ? 'bg-[#b88aa0] text-[#0b090e]' : 'border border-[#3a2f3f] text-[#8d7c86]'}`}
              >
                {readAloud ? 'On' : 'Off'}
              </span>
            </button>
          ) : null}
        </div>

        <section
          aria-labelledby="whisper-heading"
          className="flex flex-1 flex-col items-center justify-center gap-8 text-center"
        >
          <div>
            <h1
              id="whisper-heading"
              className={`text-base font-medium tracking-wide uppercase ${night.muted}`}
            >
              Whisper Mode
            </h1>
            <p className={`mt-1 text-sm ${night.muted}`}>
              {mine?.stage === 'postpartum'
                ? 'For the quiet hours with your baby'
                : mine?.stage === 'pregnant'
                  ? 'For the quiet hours, for you and your bump'
                  : 'For the quiet hours'}
            </p>
          </div>
          {affirmations.isError ? (
            <div role="alert" className="space-y-3">
              <p className={night.strong}>The affirmations didn&apos;t load.</p>
              <p className="text-sm">{errorMessage(affirmations.error)}</p>
              <button type="button" className={night.button} onClick={() => void affirmations.refetch()}>
                Try Again
              </button>
            </div>
          ) : current ? (
            <>
              <blockquote
                aria-live="polite"
                className={`min-h-36 max-w-md font-serif text-2xl leading-relaxed sm:text-3xl ${night.strong}`}
              >
                {current.text}
              </blockquote>
              <p className={`text-sm ${night.muted}`}>
                {(index % list.length) + 1} of {list.length}
              </p>
              <button
                type="button"
                onClick={() => setIndex((i) => i + 1)}
                className={`${night.button} w-full max-w-xs`}
              >
                Next
                <ChevronRight aria-hidden className="h-5 w-5" />
              </button>
            </>
          ) : affirmations.isPending ? (
            <p role="status">Finding a gentle word...</p>
          ) : (
            <p className={night.strong}>You are doing enough. Rest now.</p>
          )}
          {!voice.supported ? (
            <p className={`text-sm ${night.muted}`}>
              Read-aloud isn&apos;t available in this browser, so the words stay on the screen.
            </p>
          ) : null}
        </section>

        <div className="border-t border-[#2a2230] pt-8">
          <BreathingPacer buttonClass={night.button} />
        </div>
      </main>
    </div>
  );
}
