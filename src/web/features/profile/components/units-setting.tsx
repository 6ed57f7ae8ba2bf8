import { useId } from 'react';
import { VOLUME_UNITS, type VolumeUnit } from '../../../../core/domain/baby-log.ts';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';
import { useUpdateProfile } from '../../../api/profile/update-profile.ts';
import { saveFailedToast, savedToast } from './toasts.ts';

const LABEL: Readonly<Record<VolumeUnit, string>> = { ml: 'Millilitres (ml)', fl_oz: 'Fluid ounces (fl oz)' };

/**
 * How bottle amounts are shown and typed in the baby tracker (docs/product.md, "Profile"): millilitres are stored
 * either way, so switching changes no log.
 */
export function UnitsSetting({ userId, value }: { userId: string; value: VolumeUnit }) {
  const id = useId();
  const update = useUpdateProfile(userId, { onSuccess: savedToast, onError: saveFailedToast });
  const shown = update.isPending && update.variables.volumeUnit ? update.variables.volumeUnit : value;
  return (
    <Card>
      <CardTitle id={`${id}-title`}>Bottle amounts</CardTitle>
      <p className="mt-1 text-muted">How the baby tracker shows and asks for amounts.</p>
      <div role="radiogroup" aria-labelledby={`${id}-title`} className="mt-3 grid grid-cols-2 gap-2">
        {VOLUME_UNITS.map((unit) => (
          <label
            key={unit}
            className={cn(
              'flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-xl border px-3 text-center font-medium',
              'has-checked:border-primary has-checked:bg-primary has-checked:text-primary-fg has-focus-visible:outline-3 has-focus-visible:outline-ring',
              'border-border bg-surface',
            )}
          >
            <input
              type="radio"
              name={`${id}-unit`}
              value={unit}
              className="sr-only"
              checked={shown === unit}
              disabled={update.isPending}
              onChange={() => update.mutate({ volumeUnit: unit })}
            />
            {LABEL[unit]}
          </label>
        ))}
      </div>
    </Card>
  );
}
