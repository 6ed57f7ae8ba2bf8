import { useEffect } from 'react';
import { pickVoice, speechSupported, zaraUtterance } from '../../../lib/speech.ts';

/**
 * Optional voice guidance: Zara reads the step's sentence 500 ms after the step changes, in her voice settings
 * (01 sections 2 and 9). Silently does nothing where speech is unavailable.
 */
export function useVoiceGuidance(enabled: boolean, step: number, text: string) {
  useEffect(() => {
    if (!enabled || !speechSupported()) return;
    const synth = window.speechSynthesis;
    const timer = window.setTimeout(() => {
      synth.cancel();
      synth.speak(zaraUtterance(text, pickVoice(synth.getVoices())));
    }, 500);
    return () => {
      window.clearTimeout(timer);
      synth.cancel();
    };
  }, [enabled, step, text]);
}
