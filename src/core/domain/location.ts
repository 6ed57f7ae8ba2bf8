/**
 * Country detection for the consent prompt and emergency numbers.
 * A proxy's country header wins; otherwise the region of the first Accept-Language tag that has one.
 */
export function countryFrom(
  headerValue: string | undefined,
  acceptLanguage: string | undefined,
): string | null {
  const fromHeader = headerValue?.trim().toUpperCase();
  // Cloudflare sends XX for unknown and T1 for Tor: neither is a country.
  if (fromHeader && /^[A-Z]{2}$/.test(fromHeader) && fromHeader !== 'XX' && fromHeader !== 'T1') {
    return fromHeader === 'UK' ? 'GB' : fromHeader;
  }
  if (!acceptLanguage) return null;
  for (const part of acceptLanguage.split(',')) {
    const tag = part.split(';')[0]?.trim() ?? '';
    const region = tag
      .split('-')
      .slice(1)
      .find((s) => /^[A-Za-z]{2}$/.test(s));
    if (region) return region.toUpperCase();
  }
  return null;
}

/** The EU consent set of the spec (docs/product.md, "Privacy choices"). */
export const EU_CONSENT_COUNTRIES: ReadonlySet<string> = new Set([
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
]);

/** The consent modal shows for the EU set and whenever the country is unknown (a failed lookup counts as EU). */
export function consentPromptNeeded(country: string | null): boolean {
  return country === null || EU_CONSENT_COUNTRIES.has(country);
}
