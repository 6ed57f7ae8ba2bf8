import { useEffect } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast.ts';
import type { Baby, CreateBaby } from '../../../../core/contracts/baby-tracking-babies.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ChoicePills } from '../../../components/ui/choice-pills.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field, FieldError } from '../../../components/ui/field.tsx';
import { useAddBaby } from '../../../api/baby-tracking/add-baby.ts';
import { useUpdateBaby } from '../../../api/baby-tracking/update-baby.ts';
import { reportFieldErrors } from '../../../lib/field-errors.ts';
import { lazyBodyResolver } from '../../../lib/schema-resolver.ts';

interface BabyValues {
  name: string;
  birthDate: string;
  birthTime: string;
  sex: '' | 'female' | 'male';
  birthWeightGrams: string;
}
const FIELDS = ['name', 'birthDate', 'birthTime', 'sex', 'birthWeightGrams'] as const;

const SEXES = [
  { value: '', label: 'Not said' },
  { value: 'female', label: 'Girl' },
  { value: 'male', label: 'Boy' },
] as const;

/** A weight that is not a number is NaN, which the contract's schema refuses beside the field (before it is sent). */
function bodyOf(v: BabyValues): Omit<CreateBaby, 'userId'> {
  const grams = v.birthWeightGrams.trim();
  return {
    name: v.name,
    birthDate: v.birthDate,
    birthTime: v.birthTime || null,
    sex: v.sex || null,
    birthWeightGrams: grams ? Number(grams) : null,
  };
}

/** Each issue beside its field, checked with the contract's schemas, which load when she first saves. */
const resolverFor = (editing: boolean): Resolver<BabyValues> =>
  lazyBodyResolver(
    () =>
      import('../../../../core/contracts/baby-tracking-babies.ts').then((m) =>
        editing ? m.updateBabySchema : m.createBabySchema,
      ),
    bodyOf,
  );

const valuesOf = (baby: Baby | null, birthDate: string): BabyValues => ({
  name: baby?.name ?? '',
  birthDate: baby?.birthDate ?? birthDate,
  birthTime: baby?.birthTime ?? '',
  sex: baby?.sex ?? '',
  birthWeightGrams: baby?.birthWeightGrams ? String(baby.birthWeightGrams) : '',
});

/**
 * Adding a baby (a twin: the same birth date by default) or correcting one's details: name, date and time of birth,
 * and, if she likes, sex and birth weight. The first baby's name and birth date are her profile's too.
 */
export function BabyDialog({
  open,
  onClose,
  userId,
  baby,
  defaultBirthDate,
  today,
  onAdded,
}: {
  open: boolean;
  onClose: () => void;
  userId: string;
  /** The baby to correct; null adds one. */
  baby: Baby | null;
  defaultBirthDate: string;
  today: string;
  onAdded: (baby: Baby) => void;
}) {
  const add = useAddBaby(userId);
  const update = useUpdateBaby(userId);
  const editing = baby !== null;
  const form = useForm<BabyValues>({
    defaultValues: valuesOf(baby, defaultBirthDate),
    resolver: resolverFor(editing),
  });
  const { register, formState, reset, setError } = form;
  useEffect(() => {
    if (open) reset(valuesOf(baby, defaultBirthDate));
  }, [open, baby, defaultBirthDate, reset]);
  const pending = add.isPending || update.isPending;
  const failed = (err: unknown) => reportFieldErrors<BabyValues>(err, setError, FIELDS, 'name');
  const save = (v: BabyValues) => {
    if (baby)
      update.mutate(
        { babyId: baby.id, ...bodyOf(v) },
        { onSuccess: () => (toast.success('Details saved'), onClose()), onError: failed },
      );
    else
      add.mutate(bodyOf(v), {
        onSuccess: (res) => {
          toast.success(`${res.baby.name ?? 'Your baby'} added`);
          onAdded(res.baby);
          onClose();
        },
        onError: failed,
      });
  };
  const e = formState.errors;
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => (o ? null : onClose())}
      title={editing ? `${baby.name ?? 'Baby'}: details` : 'Add a baby'}
      description={
        editing ? undefined : 'Twins? Add your second baby: each keeps its own feeds, nappies and sleep.'
      }
    >
      <form noValidate className="space-y-4" onSubmit={(ev) => void form.handleSubmit(save)(ev)}>
        <Field
          label="Baby's name (optional)"
          maxLength={50}
          autoComplete="off"
          error={e.name?.message}
          {...register('name')}
        />
        <div className="grid grid-cols-2 gap-3">
          <Field
            label="Birth date"
            type="date"
            max={today}
            error={e.birthDate?.message}
            {...register('birthDate')}
          />
          <Field
            label="Time of birth (optional)"
            type="time"
            error={e.birthTime?.message}
            {...register('birthTime')}
          />
        </div>
        <ChoicePills
          legend="Sex (optional)"
          options={SEXES}
          fill
          error={e.sex?.message}
          {...register('sex')}
        />
        <Field
          label="Birth weight in grams (optional)"
          inputMode="numeric"
          placeholder="3400"
          error={e.birthWeightGrams?.message}
          {...register('birthWeightGrams')}
        />
        <FieldError message={e.root?.message} />
        <Button type="submit" size="lg" className="w-full" disabled={pending}>
          {pending ? 'Saving...' : editing ? 'Save details' : 'Add baby'}
        </Button>
      </form>
    </Dialog>
  );
}
