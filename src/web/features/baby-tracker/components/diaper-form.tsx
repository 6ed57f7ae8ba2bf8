import { Info } from 'lucide-react';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { BabyLogResponse } from '../../../../core/contracts/baby-tracking-status.ts';
import { STOOL_COLORS } from '../../../../core/domain/baby-log.ts';
import { requireSign } from '../../../../core/domain/warning-signs.ts';
import { ChoicePills } from '../../../components/ui/choice-pills.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { diaperBody, type DiaperValues, type FormContext } from '../form-values.ts';
import { STOOL_LABEL, STOOL_SWATCH } from '../log-text.ts';
import { logResolver } from '../log-resolver.ts';
import { type LogTarget, useLogSubmit } from '../use-log-submit.ts';
import { FormFooter, NotesArea } from './form-parts.tsx';

const TYPES = [
  { value: 'wet', label: 'Wet' },
  { value: 'dirty', label: 'Dirty' },
  { value: 'both', label: 'Both' },
] as const;

const COLOURS = [
  { value: '', label: 'Not noted' },
  ...STOOL_COLORS.map((c) => ({
    value: c,
    label: (
      <>
        <span
          aria-hidden
          className="inline-block h-4 w-4 rounded-full border border-black/30"
          style={{ background: STOOL_SWATCH[c] }}
        />
        {STOOL_LABEL[c]}
      </>
    ),
  })),
];

/**
 * A nappy (the spec's Diaper tab): wet, dirty or both, and for a dirty one its colour. A pale, chalky or white poo
 * is a warning sign in a young baby (catalogue `newborn-jaundice`): the advice shows as soon as she picks it.
 */
export function DiaperForm({
  target,
  ctx,
  initial,
  fresh,
  editing = false,
  onSaved,
}: {
  target: LogTarget;
  ctx: FormContext;
  initial: DiaperValues;
  fresh?: () => DiaperValues;
  editing?: boolean;
  onSaved: (res: BabyLogResponse) => void;
}) {
  const id = useId();
  const toBody = (v: DiaperValues) => diaperBody(v, ctx);
  const form = useForm<DiaperValues>({ defaultValues: initial, resolver: logResolver(toBody) });
  const { register, formState, control } = form;
  const [type, colour] = useWatch({ control, name: ['diaperType', 'stoolColor'] });
  const submit = useLogSubmit(form, toBody, target, (res) => {
    if (fresh) form.reset(fresh());
    onSaved(res);
  });
  const e = formState.errors;
  return (
    <form noValidate onSubmit={(ev) => void submit.onSubmit(ev)} className="space-y-4">
      <ChoicePills
        legend="Diaper"
        options={TYPES}
        fill
        error={e.diaperType?.message}
        {...register('diaperType')}
      />
      {type !== 'wet' ? (
        <ChoicePills
          legend="Poo colour"
          options={COLOURS}
          error={e.stoolColor?.message}
          {...register('stoolColor')}
        />
      ) : null}
      {type !== 'wet' && colour === 'pale' ? (
        <p role="status" className="flex gap-2 rounded-2xl border border-caution bg-caution-soft p-3">
          <Info aria-hidden className="mt-1 h-5 w-5 shrink-0 text-caution" />
          <span>
            <span className="font-semibold">A pale, chalky or white poo needs checking.</span>{' '}
            {requireSign('newborn-jaundice').whatToDo}
          </span>
        </p>
      ) : null}
      <div className="grid gap-3 min-[400px]:grid-cols-2">
        {editing ? <Field label="Date" type="date" error={e.date?.message} {...register('date')} /> : null}
        <Field label="Time" type="time" error={e.time?.message} {...register('time')} />
      </div>
      <NotesArea id={`${id}-notes`} label="Notes (optional)" error={e.diaperNotes?.message}>
        {(p) => <textarea rows={1} maxLength={1000} {...p} {...register('diaperNotes')} />}
      </NotesArea>
      <FormFooter
        label={editing ? 'Save changes' : 'Log diaper'}
        pending={submit.pending}
        rootError={e.root?.message}
        overlap={submit.overlap}
        onSaveAnyway={() => void submit.saveAnyway()}
        onDismissOverlap={submit.dismissOverlap}
      />
    </form>
  );
}
