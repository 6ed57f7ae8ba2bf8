import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { BabyLogResponse } from '../../../../core/contracts/baby-tracking-status.ts';
import { MAX_BOTTLE_ML, volumeIn } from '../../../../core/domain/baby-log.ts';
import { ChoicePills } from '../../../components/ui/choice-pills.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { feedingBody, type FeedingValues, type FormContext } from '../form-values.ts';
import { logResolver } from '../log-resolver.ts';
import { type LogTarget, useLogSubmit } from '../use-log-submit.ts';
import { FormFooter, NotesArea } from './form-parts.tsx';

const TYPES = [
  { value: 'breast', label: 'Breast' },
  { value: 'bottle', label: 'Bottle' },
  { value: 'both', label: 'Both' },
] as const;
const SIDES = [
  { value: 'left', label: 'Left' },
  { value: 'right', label: 'Right' },
  { value: 'both', label: 'Both' },
] as const;

/**
 * A feed logged by hand (docs/product.md, "Baby tracker"): breast with its side and minutes (placeholder 15), a
 * bottle with its amount in her unit (placeholder 120 ml), or both given together as one feed.
 */
export function FeedingForm({
  target,
  ctx,
  initial,
  fresh,
  editing = false,
  onSaved,
}: {
  target: LogTarget;
  ctx: FormContext;
  initial: FeedingValues;
  /** The values the form starts again from after a new log is saved. */
  fresh?: () => FeedingValues;
  editing?: boolean;
  onSaved: (res: BabyLogResponse) => void;
}) {
  const id = useId();
  const toBody = (v: FeedingValues) => feedingBody(v, ctx);
  const form = useForm<FeedingValues>({ defaultValues: initial, resolver: logResolver(toBody) });
  const { register, formState, control } = form;
  const type = useWatch({ control, name: 'feedingType' });
  const submit = useLogSubmit(form, toBody, target, (res) => {
    if (fresh) form.reset(fresh());
    onSaved(res);
  });
  const e = formState.errors;
  const oz = ctx.unit === 'fl_oz';
  return (
    <form noValidate onSubmit={(ev) => void submit.onSubmit(ev)} className="space-y-4">
      <ChoicePills
        legend="Feeding type"
        options={TYPES}
        fill
        error={e.feedingType?.message}
        {...register('feedingType')}
      />
      {type !== 'bottle' ? (
        <>
          <ChoicePills
            legend="Side"
            options={SIDES}
            fill
            error={e.feedingSide?.message}
            {...register('feedingSide')}
          />
          <Field
            label="Duration (minutes)"
            inputMode="numeric"
            placeholder="15"
            autoComplete="off"
            error={e.feedingDuration?.message}
            {...register('feedingDuration')}
          />
        </>
      ) : null}
      {type !== 'breast' ? (
        <Field
          label={oz ? 'Amount (fl oz)' : 'Amount (ml)'}
          inputMode="decimal"
          placeholder={oz ? '4' : '120'}
          autoComplete="off"
          hint={oz ? `Up to ${String(volumeIn('fl_oz', MAX_BOTTLE_ML))} fl oz` : undefined}
          error={e.feedingAmount?.message}
          {...register('feedingAmount')}
        />
      ) : null}
      <div className="grid gap-3 min-[400px]:grid-cols-2">
        {editing ? <Field label="Date" type="date" error={e.date?.message} {...register('date')} /> : null}
        <Field label="Started at" type="time" error={e.time?.message} {...register('time')} />
      </div>
      <NotesArea id={`${id}-notes`} label="Notes (optional)" error={e.notes?.message}>
        {(p) => <textarea rows={1} maxLength={1000} {...p} {...register('notes')} />}
      </NotesArea>
      <FormFooter
        label={editing ? 'Save changes' : 'Log feed'}
        pending={submit.pending}
        rootError={e.root?.message}
        overlap={submit.overlap}
        onSaveAnyway={() => void submit.saveAnyway()}
        onDismissOverlap={submit.dismissOverlap}
      />
    </form>
  );
}
