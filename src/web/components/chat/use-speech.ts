import { useEffect, useRef, useState } from 'react';

interface RecognitionLike {
  lang: string;
  interimResults: boolean;
  continuous: boolean;
  start(): void;
  stop(): void;
  onresult: ((e: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onend: (() => void) | null;
  onerror: ((e: { error?: string }) => void) | null;
}
type RecognitionCtor = new () => RecognitionLike;

function recognitionCtor(): RecognitionCtor | null {
  // Not in TypeScript's DOM types: each browser has it under one name or the other, or not at all.
  const w: Window & { SpeechRecognition?: RecognitionCtor; webkitSpeechRecognition?: RecognitionCtor } =
    window;
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

export const WAVE_SAMPLES = 20;
export const WAVE_INTERVAL_MS = 100;
export const VOICE_UNSUPPORTED =
  "Voice input isn't available in this browser. Please type your message instead.";

/**
 * Voice input with the browser's speech recognition (a 20-sample listening waveform, refreshed every 100 ms),
 * and read-aloud with speech synthesis. Where recognition does not exist, `message` says so.
 */
export function useSpeech(onText: (text: string) => void) {
  const [listening, setListening] = useState(false);
  const [levels, setLevels] = useState<number[]>(() => Array.from({ length: WAVE_SAMPLES }, () => 0.2));
  const [message, setMessage] = useState<string | null>(null);
  const rec = useRef<RecognitionLike | null>(null);

  useEffect(() => {
    if (!listening) return;
    const id = window.setInterval(() => {
      setLevels(Array.from({ length: WAVE_SAMPLES }, () => 0.15 + Math.random() * 0.85));
    }, WAVE_INTERVAL_MS);
    return () => window.clearInterval(id);
  }, [listening]);

  useEffect(() => () => rec.current?.stop(), []);

  function toggle() {
    if (listening) {
      rec.current?.stop();
      setListening(false);
      return;
    }
    const Ctor = recognitionCtor();
    if (!Ctor) {
      setMessage(VOICE_UNSUPPORTED);
      return;
    }
    const r = new Ctor();
    r.lang = navigator.language || 'en-GB';
    r.interimResults = false;
    r.continuous = false;
    r.onresult = (e) => {
      const text = Array.from(e.results)
        .map((res) => res[0]?.transcript ?? '')
        .join(' ')
        .trim();
      if (text) onText(text);
    };
    r.onend = () => setListening(false);
    r.onerror = (e) => {
      setListening(false);
      setMessage(
        e.error === 'not-allowed'
          ? 'Please allow the microphone to talk to Zara, or type instead.'
          : 'I could not hear that. Please try again or type instead.',
      );
    };
    rec.current = r;
    setMessage(null);
    setListening(true);
    r.start();
  }

  function say(text: string) {
    if (!('speechSynthesis' in window)) return;
    const u = new SpeechSynthesisUtterance(text);
    const female = window.speechSynthesis
      .getVoices()
      .find((v) => /female|samantha|victoria|karen|serena|zira/i.test(v.name));
    if (female) u.voice = female;
    u.rate = 0.9;
    u.pitch = 1.1;
    u.volume = 0.8;
    window.speechSynthesis.cancel();
    window.speechSynthesis.speak(u);
  }

  function stop() {
    if ('speechSynthesis' in window) window.speechSynthesis.cancel();
    rec.current?.stop();
    setListening(false);
  }

  // Known at once, so the toggle can say so before she taps it (checked on render: no server rendering).
  const supported = typeof window !== 'undefined' && recognitionCtor() !== null;
  return { listening, levels, message, supported, toggle, say, stop };
}
