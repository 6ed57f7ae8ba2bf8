import { describe, expect, it } from 'vitest';
import { consentPromptNeeded, countryFrom } from './location.ts';

describe('countryFrom', () => {
  it('prefers the proxy header', () => {
    expect(countryFrom('de', 'en-US,en;q=0.9')).toBe('DE');
  });
  it('maps UK to GB and ignores unknown markers', () => {
    expect(countryFrom('UK', undefined)).toBe('GB');
    expect(countryFrom('XX', 'fr-FR')).toBe('FR');
    expect(countryFrom('T1', undefined)).toBeNull();
  });
  it('falls back to the first Accept-Language region', () => {
    expect(countryFrom(undefined, 'en;q=0.9, pt-BR;q=0.8')).toBe('BR');
    expect(countryFrom(undefined, 'zh-Hant-TW')).toBe('TW');
  });
  it('returns null when nothing says', () => {
    expect(countryFrom(undefined, 'en')).toBeNull();
    expect(countryFrom(undefined, undefined)).toBeNull();
    expect(countryFrom('not-a-country', '*')).toBeNull();
  });
});

describe('consentPromptNeeded', () => {
  it('asks in the EU and when unknown, not elsewhere', () => {
    expect(consentPromptNeeded('DE')).toBe(true);
    expect(consentPromptNeeded('SK')).toBe(true);
    expect(consentPromptNeeded(null)).toBe(true);
    expect(consentPromptNeeded('US')).toBe(false);
    expect(consentPromptNeeded('GB')).toBe(false);
  });
});
