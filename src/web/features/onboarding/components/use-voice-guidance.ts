import { useEffect } from 'react';
import { useReadAloud } from '../../../lib/speech.ts';

/**
 * Optional voice guidance: Zara reads the step's sentence 500 ms after the step changes, in her voice settings
 * (docs/product.md, "Onboarding"). The voice comes from useReadAloud, which waits for the browser's voice list, so a
 * female-sounding voice is found even where the list arrives late. Silently does nothing without speech.
 */
export function useVoiceGuidance(enabled: boolean, step: number, text: string) {
  const { supported, ready, speak, stop } = useReadAloud();
  useEffect(() => {
    if (!enabled || !supported || !ready) return;
    const timer = window.setTimeout(() => speak(text), 500);
    return () => {
      window.clearTimeout(timer);
      stop();
    };
  }, [enabled, supported, ready, step, text, speak, stop]);
}
