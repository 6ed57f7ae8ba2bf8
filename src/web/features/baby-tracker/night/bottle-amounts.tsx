import { mlFrom, type VolumeUnit } from '../../../../core/domain/baby-log.ts';
import { cn } from '../../../lib/cn.ts';
import { night } from './palette.ts';

/** Amounts to tap (in her unit), not a recommendation: her own amount can be typed in the tracker's form. */
const AMOUNTS: Readonly<Record<VolumeUnit, readonly number[]>> = {
  ml: [30, 60, 90, 120, 150, 180],
  fl_oz: [1, 2, 3, 4, 5, 6],
};

/** The Bottle tile's second tap: how much, in big buttons. */
export function BottleAmounts({
  unit,
  onPick,
  onCancel,
}: {
  unit: VolumeUnit;
  onPick: (ml: number) => void;
  onCancel: () => void;
}) {
  const word = unit === 'ml' ? 'ml' : 'fl oz';
  return (
    <section aria-labelledby="bottle-amounts" className="space-y-3">
      <h2 id="bottle-amounts" className="text-center text-xl font-semibold">
        How much was in the bottle?
      </h2>
      <div className="grid grid-cols-3 gap-3">
        {AMOUNTS[unit].map((n) => (
          <button
            key={n}
            type="button"
            className={cn(night.tile, 'min-h-20')}
            onClick={() => onPick(mlFrom(unit, n))}
          >
            {n} {word}
          </button>
        ))}
      </div>
      <button type="button" className={cn(night.button, 'w-full')} onClick={onCancel}>
        Cancel
      </button>
    </section>
  );
}
