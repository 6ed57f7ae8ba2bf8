import { Phone } from 'lucide-react';
import { emergencyNumbersFor, telHref } from '../../../core/domain/warning-signs.ts';
import { buttonClass } from '../ui/button.tsx';

/**
 * The Call button(s): her country's emergency number (03-decisions.md section 4; warning-signs.md section E).
 * An unknown country shows 112 and 911 both.
 */
export function EmergencyCall({ country, className }: { country: string | null; className?: string }) {
  const { numbers, label } = emergencyNumbersFor(country);
  return (
    <div className={className}>
      <div className="flex flex-wrap gap-2">
        {numbers.map((n) => (
          <a key={n} href={telHref(n)} className={buttonClass('danger', 'md')}>
            <Phone aria-hidden className="h-5 w-5" />
            Call {n}
          </a>
        ))}
      </div>
      <p className="mt-2 text-sm">{label}</p>
    </div>
  );
}
