import { MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { emergencyNumbersFor, telHref } from '../../../core/domain/emergency-numbers.ts';
import { buttonClass } from '../ui/button.tsx';
import { countryPhrase } from './country-names.ts';
import { useEmergencyCountry } from './use-emergency-country.ts';

/**
 * The Call button(s): her country's emergency number (docs/product.md, "Profile"; docs/clinical-safety.md).
 * An unknown country shows 112 and 911 both. While the country is only a guess, one tap fixes it in her profile.
 */
export function EmergencyCall({ country, className }: { country: string | null; className?: string }) {
  const { numbers, note } = emergencyNumbersFor(country);
  const ec = useEmergencyCountry();
  const guessed = ec.guessed && (ec.data ?? null) === country;
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
      {/* The button says the number; a line under it only says what the button cannot ("112 works too."). */}
      {note ? <p className="mt-2 text-sm">{note}</p> : null}
      {guessed ? (
        <p className="mt-1 flex flex-wrap items-center gap-x-1.5 text-sm">
          <MapPin aria-hidden className="h-4 w-4 shrink-0" />
          {country ? <span>Not in {countryPhrase(country)}?</span> : null}
          <Link
            to="/profile#country"
            className="inline-flex min-h-11 items-center font-semibold underline underline-offset-2"
          >
            Set your country in your profile
          </Link>
        </p>
      ) : null}
    </div>
  );
}
