import { useCallback, useEffect, useRef, useState } from 'react';
import { VOICE_MEMO_MAX_BYTES } from '../../../core/domain/voice-memo.ts';

/** Long enough for what she wants to say; the size limit is checked too. */
export const MAX_RECORDING_SECONDS = 5 * 60;

/** The containers the server keeps (core/domain/voice-memo.ts), in the order browsers record them best. */
const TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/mp4'];

/** Whether this browser can record a voice memo at all (MediaRecorder and a microphone API). */
export function canRecord(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.MediaRecorder !== 'undefined' &&
    typeof navigator.mediaDevices?.getUserMedia === 'function'
  );
}

export type RecorderState =
  | { status: 'idle' }
  | { status: 'recording'; seconds: number }
  | { status: 'recorded'; blob: Blob; seconds: number }
  | { status: 'error'; message: string };

/**
 * A voice memo recorded in the browser (MediaRecorder): start, stop (at five minutes or the size limit at the
 * latest), discard. The microphone is released as soon as recording stops.
 */
export function useVoiceRecorder() {
  const [state, setState] = useState<RecorderState>({ status: 'idle' });
  const recorder = useRef<MediaRecorder | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const tick = useRef<number | undefined>(undefined);

  const release = useCallback(() => {
    window.clearInterval(tick.current);
    stream.current?.getTracks().forEach((t) => t.stop());
    stream.current = null;
  }, []);
  useEffect(
    () => () => {
      if (recorder.current?.state === 'recording') recorder.current.stop();
      release();
    },
    [release],
  );

  const stop = useCallback(() => {
    if (recorder.current?.state === 'recording') recorder.current.stop();
  }, []);

  const start = useCallback(async () => {
    try {
      const media = await navigator.mediaDevices.getUserMedia({ audio: true });
      stream.current = media;
      const mimeType = TYPES.find((t) => MediaRecorder.isTypeSupported(t));
      const rec = new MediaRecorder(media, mimeType ? { mimeType } : undefined);
      recorder.current = rec;
      const chunks: Blob[] = [];
      let size = 0;
      const began = Date.now();
      const seconds = () => Math.round((Date.now() - began) / 1000);
      rec.ondataavailable = (e) => {
        if (e.data.size === 0) return;
        chunks.push(e.data);
        size += e.data.size;
        if (size >= VOICE_MEMO_MAX_BYTES * 0.95) rec.stop();
      };
      rec.onstop = () => {
        release();
        const blob = new Blob(chunks, { type: (rec.mimeType || 'audio/webm').split(';')[0] });
        setState(
          blob.size > VOICE_MEMO_MAX_BYTES
            ? { status: 'error', message: 'That recording is too long to keep. Please record a shorter one.' }
            : { status: 'recorded', blob, seconds: seconds() },
        );
      };
      rec.start(1000);
      setState({ status: 'recording', seconds: 0 });
      tick.current = window.setInterval(() => {
        const s = seconds();
        if (s >= MAX_RECORDING_SECONDS) rec.stop();
        else setState({ status: 'recording', seconds: s });
      }, 1000);
    } catch {
      release();
      setState({
        status: 'error',
        message: 'The microphone could not be used. Check that Zara may use it in your browser settings.',
      });
    }
  }, [release]);

  const discard = useCallback(() => setState({ status: 'idle' }), []);
  return { state, start, stop, discard };
}
