import { Mic, Square, Trash2 } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError } from '../../../components/ui/field.tsx';
import { MemoAudio } from './memo-audio.tsx';
import { clockText } from '../../../lib/dates.ts';
import type { RecorderState } from '../use-voice-recorder.ts';

/**
 * The voice memo beside a mental health entry: record, listen back, discard. It is kept with the entry when she
 * saves (only she can play it). Shown only where the browser can record.
 */
export function VoiceMemoRecorder({
  state,
  onStart,
  onStop,
  onDiscard,
}: {
  state: RecorderState;
  onStart: () => void;
  onStop: () => void;
  onDiscard: () => void;
}) {
  const blob = state.status === 'recorded' ? state.blob : null;
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return (
    <fieldset className="space-y-2 rounded-2xl border border-border p-3">
      <legend className="px-1 text-sm font-medium">Voice memo (optional)</legend>
      {state.status === 'recording' ? (
        <div className="flex flex-wrap items-center gap-3">
          <span role="status" className="inline-flex items-center gap-2 font-medium text-danger">
            <span aria-hidden className="h-3 w-3 animate-pulse rounded-full bg-danger" /> Recording{' '}
            {clockText(state.seconds)}
          </span>
          <Button variant="outline" onClick={onStop}>
            <Square aria-hidden className="h-4 w-4" /> Stop recording
          </Button>
        </div>
      ) : state.status === 'recorded' && url ? (
        <div className="space-y-2">
          <MemoAudio src={url} label="Your recording" preload="auto" />
          <p className="text-sm text-muted">
            {clockText(state.seconds)} recorded. It is kept with this entry when you save.
          </p>
          <Button variant="ghost" size="sm" onClick={onDiscard}>
            <Trash2 aria-hidden className="h-4 w-4" /> Discard recording
          </Button>
        </div>
      ) : (
        <>
          <p className="text-sm text-muted">Say it instead of typing it. Only you can play it back.</p>
          <Button variant="outline" onClick={onStart}>
            <Mic aria-hidden className="h-4 w-4" /> Record a memo
          </Button>
          {state.status === 'error' ? <FieldError message={state.message} /> : null}
        </>
      )}
    </fieldset>
  );
}
