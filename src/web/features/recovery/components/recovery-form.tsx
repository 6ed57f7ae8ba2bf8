import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { RecoveryDay, RecoveryLog } from '../../../../core/contracts/recovery.ts';
import type { RecoveryFlag } from '../../../../core/domain/recovery-flags.ts';
import type { RecoveryLogType } from '../../../../core/domain/recovery-log.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field, FieldError, inputClass } from '../../../components/ui/field.tsx';
import { useLogRecovery } from '../../../api/recovery/log-recovery.ts';
import { useUpdateRecoveryLog } from '../../../api/recovery/update-recovery-log.ts';
import { ApiRequestError, errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { useNow } from '../../../lib/use-now.ts';
import { lazyBodyResolver } from '../../../lib/schema-resolver.ts';
import { recoveryBody, type RecoveryValues } from '../recovery-values.ts';
import { canRecord, useVoiceRecorder } from '../use-voice-recorder.ts';
import { LastDose } from './last-dose.tsx';
import { LowMoodSupport } from './low-mood-support.tsx';
import {
  BleedingFields,
  MedicationFields,
  MentalHealthFields,
  NutritionFields,
  PainFields,
} from './recovery-fields.tsx';
import { VoiceMemoRecorder } from './voice-memo-recorder.tsx';

const MEMO_NEEDS_SIGNAL =
  'A voice memo needs a signal to send. Save this entry when you are back online, or discard the memo to save it now.';
const MEMO_LEFT =
  'Your entry is kept on your phone and sent when you are back online, without the voice memo (it needs a signal). Your recording is still here: save it with a new entry once you are back online.';
const NOTES_FIELD = { nutrition: 'nutritionNotes', mental_health: 'mentalHealthNotes' } as const;
const SUBMIT: Readonly<Record<RecoveryLogType, string>> = {
  bleeding: 'Log bleeding',
  pain: 'Log pain',
  medication: 'Log medication',
  nutrition: 'Log nutrition',
  mental_health: 'Log how you feel',
};

/**
 * One recovery tab's form (docs/product.md, "Recovery tracker"): the type's fields with the spec's ranges and
 * defaults, its notes, and for mental health the voice memo where the browser can record. A new entry resets to the
 * defaults after saving; the red flag is the server's to decide.
 */
export function RecoveryForm({
  type,
  userId,
  today,
  timeZone,
  country,
  initial,
  fresh,
  editing,
  lastDoses,
  onSaved,
  onKept,
}: {
  type: RecoveryLogType;
  userId: string;
  today: string;
  timeZone: string;
  country: string | null;
  initial: RecoveryValues;
  fresh?: () => RecoveryValues;
  /** The entry being corrected. */
  editing?: RecoveryLog;
  lastDoses: RecoveryDay['lastDoses'];
  onSaved: (log: RecoveryLog, memo: Blob | null) => void;
  /** A new entry kept on her phone with no signal, with the flag the shared rule gives it. */
  onKept?: (flag: RecoveryFlag) => void;
}) {
  const id = useId();
  const ctx = { timeZone, today };
  const toBody = (v: RecoveryValues) => recoveryBody(type, v, ctx);
  const form = useForm<RecoveryValues>({
    defaultValues: initial,
    // The contract's own schema, in the server's plain words, loaded when she first saves.
    resolver: lazyBodyResolver(
      () => import('../../../../core/contracts/recovery.ts').then((m) => m.createRecoveryLogSchema),
      toBody,
    ),
  });
  const create = useLogRecovery(userId);
  const update = useUpdateRecoveryLog(userId);
  const recorder = useVoiceRecorder();
  const now = useNow(type === 'medication', 60_000);
  const [mood, anxiety, medicine] = useWatch({
    control: form.control,
    name: ['moodRating', 'anxietyLevel', 'medicationName'],
  });
  const e = form.formState.errors;
  const notes = type === 'nutrition' || type === 'mental_health' ? NOTES_FIELD[type] : 'notes';

  const save = async (v: RecoveryValues) => {
    // The type of an entry cannot change, so an edit does not send it.
    const { logType, ...fields } = toBody(v);
    void logType;
    // An edit keeps its moment unless she moved it to another day.
    if (editing && v.date === editing.logDate) delete fields.logDate;
    const memo = recorder.state.status === 'recorded' ? recorder.state.blob : null;
    // A memo is uploaded to the saved entry, which needs a signal: her recording stays here until then.
    if (memo && !navigator.onLine) {
      form.setError('root', { message: MEMO_NEEDS_SIGNAL });
      return;
    }
    try {
      const res = editing
        ? await update.mutateAsync({ logId: editing.id, ...fields })
        : await create.mutateAsync(toBody(v));
      if ('kept' in res) {
        if (memo) {
          form.setError('root', { message: MEMO_LEFT });
          return;
        }
        if (fresh) form.reset(fresh());
        onKept?.(res.kept);
        return;
      }
      recorder.discard();
      if (fresh) form.reset(fresh());
      onSaved(res.log, memo);
    } catch (err) {
      const named = err instanceof ApiRequestError ? (err.body?.fields ?? {}) : {};
      const known = Object.keys(named).filter((f) => f in v);
      for (const f of known) form.setError(f as keyof RecoveryValues, { message: named[f] });
      if (known.length === 0) form.setError('root', { message: errorMessage(err) });
    }
  };

  return (
    <form noValidate className="space-y-4" onSubmit={(ev) => void form.handleSubmit(save)(ev)}>
      {type === 'bleeding' ? <BleedingFields form={form} /> : null}
      {type === 'pain' ? <PainFields form={form} /> : null}
      {type === 'medication' ? (
        <>
          <MedicationFields form={form} />
          <LastDose
            lastDoses={lastDoses}
            name={medicine}
            now={now}
            timeZone={timeZone}
            onPick={(name, dosage) => {
              form.setValue('medicationName', name);
              form.setValue('medicationDosage', dosage);
            }}
          />
        </>
      ) : null}
      {type === 'nutrition' ? <NutritionFields form={form} /> : null}
      {type === 'mental_health' ? <MentalHealthFields form={form} /> : null}
      {type === 'mental_health' && (mood <= 2 || anxiety >= 8) ? <LowMoodSupport country={country} /> : null}
      {editing ? (
        <Field label="Date" type="date" max={today} error={e.date?.message} {...form.register('date')} />
      ) : null}
      <div className="space-y-1.5">
        <label htmlFor={`${id}-notes`} className="block text-sm font-medium">
          Notes (optional)
        </label>
        <textarea
          id={`${id}-notes`}
          rows={2}
          maxLength={2000}
          className={cn(inputClass, 'min-h-11 resize-y')}
          aria-invalid={e[notes] ? true : undefined}
          {...form.register(notes)}
        />
        <FieldError message={e[notes]?.message} />
      </div>
      {type === 'mental_health' && canRecord() ? (
        <VoiceMemoRecorder
          state={recorder.state}
          onStart={() => void recorder.start()}
          onStop={recorder.stop}
          onDiscard={recorder.discard}
        />
      ) : null}
      <FieldError message={e.root?.message} />
      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={create.isPending || update.isPending || recorder.state.status === 'recording'}
      >
        {create.isPending || update.isPending ? 'Saving...' : editing ? 'Save changes' : SUBMIT[type]}
      </Button>
    </form>
  );
}
