import { describe, expect, it } from 'vitest';
import { CATALOGUE_COUNTRIES, COUNTRY_CODES, isCountryCode, normaliseCountryCode } from './countries.ts';
import { emergencyNumbersFor } from './emergency-numbers.ts';

describe('her country', () => {
  it('accepts every country the catalogue knows a number for, and any other real country', () => {
    for (const c of CATALOGUE_COUNTRIES) expect(isCountryCode(c), c).toBe(true);
    for (const c of ['JP', 'BR', 'IN', 'ZA', 'NO', 'CH', 'XK']) expect(isCountryCode(c), c).toBe(true);
    expect(COUNTRY_CODES.size).toBe(250);
  });
  it('refuses what is not a country', () => {
    for (const c of ['ZZ', 'XX', 'EU', 'UN', 'USA', 'U', '', 'T1']) expect(isCountryCode(c), c).toBe(false);
  });
  it('reads lower case and the common UK for GB', () => {
    expect(normaliseCountryCode(' gb ')).toBe('GB');
    expect(normaliseCountryCode('uk')).toBe('GB');
  });
  it('gives a UK mother 999 and an unknown country both 112 and 911', () => {
    expect(emergencyNumbersFor('GB').numbers).toEqual(['999']);
    expect(emergencyNumbersFor('JP').numbers).toEqual(['112', '911']);
  });
});
