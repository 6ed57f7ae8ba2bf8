import { HeartHandshake } from 'lucide-react';
import { Link } from 'react-router';
import { CrisisLines } from '../../../components/safety/crisis-lines.tsx';

/**
 * Shown as soon as she sets a very low mood (2 or less) or high anxiety (8 or more), the thresholds of the
 * recovery tracker's red flag: she is not alone, the self-check on /mental-wellness, and her country's crisis lines.
 */
export function LowMoodSupport({ country }: { country: string | null }) {
  return (
    <section
      aria-labelledby="low-mood"
      className="space-y-3 rounded-2xl border border-primary bg-primary-soft p-4"
    >
      <h3 id="low-mood" className="flex items-center gap-2 font-semibold text-primary">
        <HeartHandshake aria-hidden className="h-5 w-5" /> You do not have to carry this alone
      </h3>
      <p>
        Feeling this low or this anxious after a birth is common, and it can get better with support. Tell
        your midwife, health visitor or doctor how you feel, and reach out to someone today.
      </p>
      <Link
        to="/mental-wellness"
        className="inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-2"
      >
        Take a two-minute self-check
      </Link>
      <div>
        <p className="mb-2 font-medium">Someone to talk to now:</p>
        <CrisisLines country={country} />
      </div>
      <p className="text-sm text-muted">Source: NHS, Postnatal depression</p>
    </section>
  );
}
