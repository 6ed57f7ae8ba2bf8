/**
 * Zara's voice (docs/product.md, "Zara"): the browser's speech synthesis with a female-sounding voice if
 * there is one, rate 0.9, pitch 1.1, volume 0.8. Used by onboarding's voice guidance, Whisper Mode and exercise tips.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

/** Voices that usually sound female, by name, across common browsers and systems. */
const FEMALE =
  /female|woman|samantha|victoria|karen|moira|tessa|fiona|serena|zira|susan|hazel|allison|ava|joanna|kate|libby|sonia|aria|jenny/i;

export const speechSupported = () => typeof window !== 'undefined' && 'speechSynthesis' in window;

/** An English female-sounding voice, else the default, else any. */
export function pickVoice(voices: SpeechSynthesisVoice[]): SpeechSynthesisVoice | null {
  const english = voices.filter((v) => v.lang.toLowerCase().startsWith('en'));
  const pool = english.length ? english : voices;
  return pool.find((v) => FEMALE.test(v.name)) ?? pool.find((v) => v.default) ?? pool[0] ?? null;
}

/** An utterance in Zara's voice settings. */
export function zaraUtterance(text: string, voice: SpeechSynthesisVoice | null): SpeechSynthesisUtterance {
  const u = new SpeechSynthesisUtterance(text);
  if (voice) {
    u.voice = voice;
    u.lang = voice.lang;
  }
  u.rate = 0.9;
  u.pitch = 1.1;
  u.volume = 0.8;
  return u;
}

/** How long to wait for the browser's voice list before speaking in its default voice. */
export const VOICES_WAIT_MS = 1500;

/**
 * Reads text aloud on request; `supported` is false where the browser has no speech synthesis; `ready` turns true
 * once the voices are known (or after VOICES_WAIT_MS), so a first sentence can wait for Zara's voice.
 */
export function useReadAloud() {
  const supported = speechSupported();
  const [voice, setVoice] = useState<SpeechSynthesisVoice | null>(null);
  // Chrome lists its voices only after 'voiceschanged'; until then a pick would miss the female-sounding one.
  const [ready, setReady] = useState(false);
  const [speaking, setSpeaking] = useState(false);
  const current = useRef<SpeechSynthesisUtterance | null>(null);

  useEffect(() => {
    if (!supported) return;
    const synth = window.speechSynthesis;
    const load = () => {
      const voices = synth.getVoices();
      setVoice(pickVoice(voices));
      if (voices.length > 0) setReady(true);
    };
    const loaded = () => {
      load();
      setReady(true);
    };
    load();
    synth.addEventListener('voiceschanged', loaded);
    // A browser that never announces its voices still speaks, in its default voice.
    const giveUp = window.setTimeout(() => setReady(true), VOICES_WAIT_MS);
    return () => {
      window.clearTimeout(giveUp);
      synth.removeEventListener('voiceschanged', loaded);
      synth.cancel();
    };
  }, [supported]);

  const stop = useCallback(() => {
    if (!supported) return;
    window.speechSynthesis.cancel();
    setSpeaking(false);
  }, [supported]);

  const speak = useCallback(
    (text: string) => {
      if (!supported) return;
      const synth = window.speechSynthesis;
      synth.cancel();
      const u = zaraUtterance(text, voice);
      u.onstart = () => setSpeaking(true);
      u.onend = u.onerror = () => {
        if (current.current === u) setSpeaking(false);
      };
      current.current = u;
      synth.speak(u);
    },
    [supported, voice],
  );

  return { supported, ready, speak, stop, speaking };
}
