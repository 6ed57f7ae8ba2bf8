import { Pause, Play } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useReducedMotion } from '../use-reduced-motion.ts';

/** A gentle pattern: in for 4, hold for 4, out for 6 (a longer out-breath helps the body settle). */
const phases = [
  { label: 'Breathe in', seconds: 4, scale: 1 },
  { label: 'Hold', seconds: 4, scale: 1 },
  { label: 'Breathe out', seconds: 6, scale: 0.55 },
] as const;

const start = { phase: 0, left: phases[0].seconds };

/** One second on: count down, then move to the next phase. */
function tick({ phase, left }: { phase: number; left: number }) {
  if (left > 1) return { phase, left: left - 1 };
  const next = (phase + 1) % phases.length;
  return { phase: next, left: phases[next]?.seconds ?? 4 };
}

/** A breathing pacer: the words and a softly growing and shrinking circle (words only with reduced motion). */
export function BreathingPacer({ buttonClass }: { buttonClass: string }) {
  const reduced = useReducedMotion();
  const [running, setRunning] = useState(false);
  const [{ phase, left }, setTick] = useState<{ phase: number; left: number }>(start);

  useEffect(() => {
    if (!running) return;
    const t = setInterval(() => setTick(tick), 1000);
    return () => clearInterval(t);
  }, [running]);

  const current = phases[phase] ?? phases[0];
  const toggle = () => {
    if (running) {
      setRunning(false);
    } else {
      setTick(start);
      setRunning(true);
    }
  };

  return (
    <section aria-labelledby="breathe-heading" className="flex flex-col items-center gap-5">
      <h2 id="breathe-heading" className="text-lg font-medium">
        Breathe with me
      </h2>
      {!reduced ? (
        <div aria-hidden className="flex h-44 w-44 items-center justify-center">
          <div
            data-testid="breathing-circle"
            className="h-44 w-44 rounded-full border border-[#5a4656] bg-[#2a1f29] ease-in-out"
            style={{
              transform: `scale(${String(running ? current.scale : 0.55)})`,
              transitionProperty: 'transform',
              transitionDuration: running ? `${String(current.seconds)}s` : '0.6s',
            }}
          />
        </div>
      ) : null}
      <p className="min-h-16 text-center" aria-live="polite">
        {running ? (
          <>
            <span className="block text-2xl">{current.label}</span>
            <span aria-hidden className="text-[#8d7c86]">
              {left}
            </span>
          </>
        ) : (
          <span className="text-[#a8979f]">
            In for 4, hold for 4, out for 6. Tap start when you are ready.
          </span>
        )}
      </p>
      <button type="button" onClick={toggle} aria-pressed={running} className={buttonClass}>
        {running ? <Pause aria-hidden className="h-5 w-5" /> : <Play aria-hidden className="h-5 w-5" />}
        {running ? 'Stop breathing exercise' : 'Start breathing exercise'}
      </button>
    </section>
  );
}
