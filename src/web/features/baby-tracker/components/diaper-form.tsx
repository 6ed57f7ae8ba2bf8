import { Info } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { STOOL_COLORS } from '../../../../core/domain/baby-log.ts';
import { requireSign } from '../../../../core/domain/warning-signs.ts';
import { ChoicePills } from '../../../components/ui/choice-pills.tsx';
import { diaperBody, type DiaperValues } from '../form-values.ts';
import { STOOL_LABEL, STOOL_SWATCH } from '../log-text.ts';
import { type LogFormProps, useLogForm } from '../use-log-submit.ts';
import { LogFormFrame, WhenFields } from './form-parts.tsx';

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
 * A nappy (the spec's Diaper tab, 'Nappy' on screen: docs/product.md, "One way of saying things"): wet, dirty or
 * both, and for a dirty one its colour. A pale, chalky or white poo is a warning sign in a young baby (catalogue
 * `newborn-jaundice`): the advice shows as soon as she picks it.
 */
export function DiaperForm(props: LogFormProps<DiaperValues>) {
  const { form, submit } = useLogForm(props, diaperBody);
  const { register, formState, control } = form;
  const [type, colour] = useWatch({ control, name: ['diaperType', 'stoolColor'] });
  const e = formState.errors;
  const editing = props.editing ?? false;
  return (
    <LogFormFrame form={form} submit={submit} notes="diaperNotes" label="Log nappy" editing={editing}>
      <ChoicePills
        legend="Nappy"
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
      <WhenFields form={form} date="date" times={[{ name: 'time', label: 'Time' }]} editing={editing} />
    </LogFormFrame>
  );
}
