import type { UseFormReturn } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import {
  BLEEDING_COLORS,
  BLEEDING_VOLUMES,
  MEDICATION_PURPOSES,
  PAIN_LOCATIONS,
  PAIN_TYPES,
  RECOVERY_RANGES,
} from '../../../../core/domain/recovery-log.ts';
import { ChoicePills } from '../../../components/ui/choice-pills.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { SliderField } from '../../../components/ui/slider-field.tsx';
import {
  COLOR_LABEL,
  LOCATION_LABEL,
  PAIN_TYPE_LABEL,
  PURPOSE_LABEL,
  VOLUME_LABEL,
} from '../recovery-text.ts';
import type { RecoveryValues } from '../recovery-values.ts';

type Form = UseFormReturn<RecoveryValues>;
const options = <K extends string>(values: readonly K[], labels: Readonly<Record<K, string>>) =>
  values.map((value) => ({ value, label: labels[value] }));
const num = { valueAsNumber: true } as const;

export function BleedingFields({ form }: { form: Form }) {
  const e = form.formState.errors;
  return (
    <>
      <ChoicePills
        legend="Bleeding"
        options={options(BLEEDING_VOLUMES, VOLUME_LABEL)}
        error={e.bleedingVolume?.message}
        {...form.register('bleedingVolume')}
      />
      <ChoicePills
        legend="Colour"
        options={options(BLEEDING_COLORS, COLOR_LABEL)}
        error={e.bleedingColor?.message}
        {...form.register('bleedingColor')}
      />
      <ChoicePills
        legend="Any clots?"
        fill
        options={[
          { value: 'no', label: 'No clots' },
          { value: 'yes', label: 'Clots' },
        ]}
        error={e.bleedingClots?.message}
        {...form.register('bleedingClots')}
      />
    </>
  );
}

export function PainFields({ form }: { form: Form }) {
  const e = form.formState.errors;
  const level = useWatch({ control: form.control, name: 'painLevel' });
  const r = RECOVERY_RANGES.painLevel;
  return (
    <>
      <SliderField
        label="Pain level"
        valueText={`${String(level)} of 10`}
        low="1 Mild"
        high="10 Worst"
        min={r.min}
        max={r.max}
        step={1}
        error={e.painLevel?.message}
        {...form.register('painLevel', num)}
      />
      <ChoicePills
        legend="Where"
        options={options(PAIN_LOCATIONS, LOCATION_LABEL)}
        error={e.painLocation?.message}
        {...form.register('painLocation')}
      />
      <ChoicePills
        legend="What kind"
        options={options(PAIN_TYPES, PAIN_TYPE_LABEL)}
        error={e.painType?.message}
        {...form.register('painType')}
      />
    </>
  );
}

export function MedicationFields({ form }: { form: Form }) {
  const e = form.formState.errors;
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          label="Medicine"
          autoComplete="off"
          maxLength={100}
          placeholder="e.g. Ibuprofen"
          error={e.medicationName?.message}
          {...form.register('medicationName')}
        />
        <Field
          label="Dose"
          autoComplete="off"
          maxLength={100}
          placeholder="e.g. 400 mg"
          error={e.medicationDosage?.message}
          {...form.register('medicationDosage')}
        />
      </div>
      <Field
        label="Time taken"
        type="time"
        error={e.medicationTime?.message}
        {...form.register('medicationTime')}
      />
      <ChoicePills
        legend="What for"
        options={options(MEDICATION_PURPOSES, PURPOSE_LABEL)}
        error={e.medicationPurpose?.message}
        {...form.register('medicationPurpose')}
      />
    </>
  );
}

export function NutritionFields({ form }: { form: Form }) {
  const e = form.formState.errors;
  const [water, meals] = useWatch({ control: form.control, name: ['waterIntake', 'mealQuality'] });
  const w = RECOVERY_RANGES.waterIntake;
  return (
    <>
      <SliderField
        label="Water today"
        valueText={`${water.toFixed(1)} L`}
        low="0 L"
        high="5 L"
        min={w.min}
        max={w.max}
        step={w.step}
        error={e.waterIntake?.message}
        {...form.register('waterIntake', num)}
      />
      <SliderField
        label="Meal quality"
        valueText={`${String(meals)} of 5`}
        low="1 Poor"
        high="5 Great"
        min={RECOVERY_RANGES.mealQuality.min}
        max={RECOVERY_RANGES.mealQuality.max}
        step={1}
        error={e.mealQuality?.message}
        {...form.register('mealQuality', num)}
      />
    </>
  );
}

const FEELINGS = [
  ['moodRating', 'Mood', '1 Very low', '10 Very good'],
  ['anxietyLevel', 'Anxiety', '1 Calm', '10 Very anxious'],
  ['bonding', 'Bonding with your baby', '1 Not yet', '10 Very close'],
  ['supportLevel', 'Support around you', '1 Alone', '10 Well supported'],
] as const;

export function MentalHealthFields({ form }: { form: Form }) {
  const e = form.formState.errors;
  const values = useWatch({
    control: form.control,
    name: FEELINGS.map(([k]) => k) as ['moodRating', 'anxietyLevel', 'bonding', 'supportLevel'],
  });
  return (
    <>
      {FEELINGS.map(([key, label, low, high], i) => (
        <SliderField
          key={key}
          label={label}
          valueText={`${String(values[i])} of 10`}
          low={low}
          high={high}
          min={RECOVERY_RANGES[key].min}
          max={RECOVERY_RANGES[key].max}
          step={1}
          error={e[key]?.message}
          {...form.register(key, num)}
        />
      ))}
    </>
  );
}
