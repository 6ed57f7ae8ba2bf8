/** Country names for her country choice, in the browser's language (Intl), sorted for a picker. */
import { COUNTRY_CODES } from '../../../core/domain/countries.ts';

const names = (() => {
  try {
    return new Intl.DisplayNames(undefined, { type: 'region' });
  } catch {
    return null;
  }
})();

export const countryName = (code: string): string => names?.of(code) ?? code;

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
