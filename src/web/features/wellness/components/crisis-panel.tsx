import { HeartHandshake } from 'lucide-react';
import { CrisisLines } from '../../../components/safety/crisis-lines.tsx';

/** Crisis lines for her country and the emergency number: always on /mental-wellness (docs/clinical-safety.md). */
export function CrisisPanel({ country, id }: { country: string | null; id?: string }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id ?? 'crisis'}-title`}
      className="rounded-2xl border border-primary bg-primary-soft p-5"
    >
      <h2 id={`${id ?? 'crisis'}-title`} className="flex items-center gap-2 text-lg font-semibold">
        <HeartHandshake aria-hidden className="h-5 w-5 text-primary" />
        Talk to someone now
      </h2>
      <p className="mt-1">
        If you are struggling, or having thoughts of harming yourself or your baby, you are not alone and you
        deserve help today. These lines are free and confidential.
      </p>
      <div className="mt-3">
        <CrisisLines country={country} />
      </div>
    </section>
  );
}
