/** Country names for her country choice, in the browser's language (Intl), sorted for a picker. */
import { COUNTRY_CODES } from '../../../core/domain/countries.ts';

// Made at the first name asked for, not when this module loads: setting up Intl's region names takes about
// 70 ms on a slow phone, and every screen with a Call button loads this module while it is first drawn, most of
// them never showing a country's name.
let names: Intl.DisplayNames | null | undefined;
function displayNames(): Intl.DisplayNames | null {
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames(undefined, { type: 'region' });
    } catch {
      names = null;
    }
  }
  return names;
}

export const countryName = (code: string): string => displayNames()?.of(code) ?? code;

/** Names that read naturally after "the" in English ("Not in the United Kingdom?"). */
const WITH_THE = new Set([
  'US',
  'GB',
  'NL',
  'PH',
  'AE',
  'BS',
  'GM',
  'DO',
  'CF',
  'CD',
  'KM',
  'MV',
  'MH',
  'SB',
]);
export const countryPhrase = (code: string) => `${WITH_THE.has(code) ? 'the ' : ''}${countryName(code)}`;

let sorted: { code: string; name: string }[] | null = null;
export function countryOptions(): { code: string; name: string }[] {
  sorted ??= [...COUNTRY_CODES]
    .map((code) => ({ code, name: countryName(code) }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return sorted;
}
