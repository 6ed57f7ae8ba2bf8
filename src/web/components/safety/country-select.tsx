import { useId } from 'react';
import { inputClass } from '../ui/field.tsx';
import { countryOptions } from './country-names.ts';

/** Her country, with the reason it is asked for: the Call button dials that country's emergency number. */
export function CountrySelect({
  value,
  onChange,
  id,
}: {
  value: string | null;
  onChange: (country: string | null) => void;
  id?: string;
}) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <div className="space-y-1.5">
      <label htmlFor={selectId} className="block text-sm font-medium">
        Country
      </label>
      <select
        id={selectId}
        className={inputClass}
        value={value ?? ''}
        aria-describedby={`${selectId}-hint`}
        onChange={(e) => onChange(e.target.value || null)}
      >
        <option value="">Choose your country</option>
        {countryOptions().map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </select>
      <p id={`${selectId}-hint`} className="text-sm text-muted">
        So we show the right emergency number
      </p>
    </div>
  );
}
