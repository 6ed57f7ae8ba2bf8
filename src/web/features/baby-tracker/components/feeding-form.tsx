import { useWatch } from 'react-hook-form';
import { MAX_BOTTLE_ML, volumeIn } from '../../../../core/domain/baby-log.ts';
import { ChoicePills } from '../../../components/ui/choice-pills.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { feedingBody, type FeedingValues } from '../form-values.ts';
import { type LogFormProps, useLogForm } from '../use-log-submit.ts';
import { LogFormFrame, WhenFields } from './form-parts.tsx';

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
export function FeedingForm(props: LogFormProps<FeedingValues>) {
  const { form, submit } = useLogForm(props, feedingBody);
  const { register, formState, control } = form;
  const type = useWatch({ control, name: 'feedingType' });
  const e = formState.errors;
  const oz = props.ctx.unit === 'fl_oz';
  const editing = props.editing ?? false;
  return (
    <LogFormFrame form={form} submit={submit} notes="notes" label="Log feed" editing={editing}>
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
      <WhenFields form={form} date="date" times={[{ name: 'time', label: 'Started at' }]} editing={editing} />
    </LogFormFrame>
  );
}
