/**
 * Emergency numbers and crisis lines by country (docs/clinical-safety.md, "Emergency numbers and crisis
 * lines"): the number the Call button dials, the crisis lines shown beside thoughts of self-harm, and the
 * `tel:` link for a displayed number. Pure.
 */
import { EU_CONSENT_COUNTRIES } from './location.ts';

/** The 27 EU member states (one list, shared with the consent prompt). */
export const EU_COUNTRIES: readonly string[] = [...EU_CONSENT_COUNTRIES];
const EU = EU_CONSENT_COUNTRIES;

export interface EmergencyNumbers {
  readonly numbers: readonly string[];
  /** The numbers in a sentence of their own ("Emergency services: 999 (112 works too)"), as a reply says them. */
  readonly label: string;
  /** What a Call button showing the number does not say ("112 works too."), where there is something. */
  readonly note?: string;
}

/** A country code as the lists hold it: upper case, the UK as GB. */
export function normaliseCountry(country: string | null): string | null {
  const c = country?.trim().toUpperCase();
  if (!c) return null;
  return c === 'UK' ? 'GB' : c;
}

/**
 * The number the Call button dials (docs/clinical-safety.md, "Emergency numbers"). Unknown
 * countries get both 112 and 911, because most mobile phones connect either.
 */
export function emergencyNumbersFor(country: string | null): EmergencyNumbers {
  const c = normaliseCountry(country);
  if (c === 'US' || c === 'CA') return { numbers: ['911'], label: 'Emergency services: 911' };
  if (c === 'GB')
    return { numbers: ['999'], label: 'Emergency services: 999 (112 works too)', note: '112 works too.' };
  if (c === 'AU') return { numbers: ['000'], label: 'Emergency services: 000' };
  if (c === 'NZ') return { numbers: ['111'], label: 'Emergency services: 111' };
  if (c !== null && EU.has(c)) return { numbers: ['112'], label: 'Emergency services: 112' };
  return {
    numbers: ['112', '911'],
    label: 'Emergency services: 112 or 911. Most mobile phones connect either.',
    note: 'Most mobile phones connect either.',
  };
}

/** One country of each kind: between them, every label emergencyNumbersFor gives. */
const LABELS = new Set(
  ['US', 'GB', 'AU', 'NZ', 'FR', null].map((c) => emergencyNumbersFor(c).label.replace(/\.$/, '')),
);

/**
 * Whether a paragraph of a reply is only the emergency numbers' label ("Emergency services: 911."): under a Call
 * button showing the number it would say the number a second time.
 */
export const isEmergencyNumbersLine = (paragraph: string): boolean =>
  LABELS.has(paragraph.trim().replace(/\.$/, ''));

export interface CrisisLine {
  readonly name: string;
  readonly number: string;
  readonly how: string;
  readonly note?: string;
}

/**
 * Crisis and support lines for a country (docs/clinical-safety.md, "Crisis lines"), always ending with the
 * country's emergency number(s), so the last resort is never missing.
 */
export function crisisLinesFor(country: string | null): readonly CrisisLine[] {
  const c = normaliseCountry(country);
  const emergency: CrisisLine[] = emergencyNumbersFor(c).numbers.map((number) => ({
    name: 'Emergency services',
    number,
    how: 'Call',
    note: 'If you or your baby are in danger right now.',
  }));
  if (c === 'US') {
    return [
      { name: '988 Suicide & Crisis Lifeline', number: '988', how: 'Call or text' },
      {
        name: 'National Maternal Mental Health Hotline',
        number: '1-833-852-6262',
        how: 'Call or text, 24/7',
        note: '1-833-TLC-MAMA. Support for pregnant and new mothers; not a crisis line.',
      },
      ...emergency,
    ];
  }
  if (c === 'GB') {
    return [
      { name: 'Samaritans', number: '116 123', how: 'Call' },
      { name: 'NHS 111 (mental health)', number: '111', how: 'Call and choose option 2' },
      ...emergency,
    ];
  }
  return emergency;
}

/** Phone keypad letters, so vanity numbers such as 1-833-TLC-MAMA dial correctly. */
const KEYPAD: Readonly<Record<string, string>> = {
  A: '2',
  B: '2',
  C: '2',
  D: '3',
  E: '3',
  F: '3',
  G: '4',
  H: '4',
  I: '4',
  J: '5',
  K: '5',
  L: '5',
  M: '6',
  N: '6',
  O: '6',
  P: '7',
  Q: '7',
  R: '7',
  S: '7',
  T: '8',
  U: '8',
  V: '8',
  W: '9',
  X: '9',
  Y: '9',
  Z: '9',
};

/** A `tel:` link for a displayed number: spaces and dashes dropped, a leading + kept, letters dialled. */
export function telHref(number: string): string {
  const trimmed = number.trim();
  const plus = trimmed.startsWith('+') ? '+' : '';
  const digits = [...trimmed.toUpperCase()].map((ch) => (/\d/.test(ch) ? ch : (KEYPAD[ch] ?? ''))).join('');
  if (!digits) throw new Error(`Not a phone number: "${number}"`);
  return `tel:${plus}${digits}`;
}
