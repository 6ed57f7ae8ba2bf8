import { describe, expect, it } from 'vitest';
import {
  crisisLinesFor,
  EU_COUNTRIES,
  emergencyNumbersFor,
  isEmergencyNumbersLine,
  telHref,
} from './emergency-numbers.ts';

describe('emergency numbers (section E)', () => {
  it.each([
    ['US', ['911']],
    ['CA', ['911']],
    ['DE', ['112']],
    ['FR', ['112']],
    ['GB', ['999']],
    ['UK', ['999']],
    ['AU', ['000']],
    ['NZ', ['111']],
    [null, ['112', '911']],
    ['ZZ', ['112', '911']],
    ['', ['112', '911']],
  ] as const)('%s -> %j', (country, numbers) => {
    expect(emergencyNumbersFor(country).numbers).toEqual(numbers);
  });

  it('labels: GB mentions 112, unknown says most phones connect either', () => {
    expect(emergencyNumbersFor('GB').label).toMatch(/999/);
    expect(emergencyNumbersFor('GB').label).toMatch(/112 works too/);
    expect(emergencyNumbersFor(null).label).toMatch(/most mobile phones connect either/i);
    expect(emergencyNumbersFor('ZZ').label).toMatch(/most mobile phones connect either/i);
    expect(emergencyNumbersFor('us').numbers).toEqual(['911']);
  });

  it('a note only where the Call button alone would leave something unsaid', () => {
    expect(emergencyNumbersFor('GB').note).toBe('112 works too.');
    expect(emergencyNumbersFor(null).note).toBe('Most mobile phones connect either.');
    for (const c of ['US', 'CA', 'AU', 'NZ', 'DE', ...EU_COUNTRIES])
      expect(emergencyNumbersFor(c).note, c).toBeUndefined();
  });

  it("knows a reply's paragraph that only repeats the numbers, for every country, with or without its full stop", () => {
    for (const c of ['US', 'CA', 'GB', 'AU', 'NZ', 'IE', 'ZZ', null, ...EU_COUNTRIES]) {
      const { label } = emergencyNumbersFor(c);
      expect(isEmergencyNumbersLine(label), String(c)).toBe(true);
      expect(isEmergencyNumbersLine(`${label.replace(/\.$/, '')}.`), String(c)).toBe(true);
      expect(isEmergencyNumbersLine(` ${label}\n`), String(c)).toBe(true);
    }
    expect(isEmergencyNumbersLine('Please call emergency services (911) now.')).toBe(false);
    expect(isEmergencyNumbersLine('Emergency services: 911. Then call your midwife.')).toBe(false);
    expect(isEmergencyNumbersLine('Emergency services: 999 (112 works too). Call now.')).toBe(false);
    expect(isEmergencyNumbersLine('')).toBe(false);
  });

  it('covers the 27 EU member states with 112 (docs/clinical-safety.md)', () => {
    expect(EU_COUNTRIES).toHaveLength(27);
    expect(new Set(EU_COUNTRIES).size).toBe(27);
    expect(EU_COUNTRIES).not.toContain('GB');
    for (const c of EU_COUNTRIES) expect(emergencyNumbersFor(c).numbers, c).toEqual(['112']);
  });
});

describe('crisis lines (section D)', () => {
  it('US: 988, the maternal hotline, then 911', () => {
    const lines = crisisLinesFor('US');
    expect(lines.map((l) => l.number)).toEqual(['988', '1-833-852-6262', '911']);
    expect(lines[0]?.how).toMatch(/call or text/i);
    const hotline = lines[1];
    expect(hotline?.name).toMatch(/Maternal Mental Health Hotline/);
    expect(hotline?.how).toMatch(/24\/7/);
    expect(hotline?.note).toMatch(/TLC-MAMA/);
    expect(hotline?.note).toMatch(/not a crisis line/);
  });

  it('GB: Samaritans, NHS 111 option 2, then 999', () => {
    const lines = crisisLinesFor('GB');
    expect(lines.map((l) => l.number)).toEqual(['116 123', '111', '999']);
    expect(lines[0]?.name).toBe('Samaritans');
    expect(lines[1]?.how).toMatch(/option 2/);
  });

  it('elsewhere: the emergency number, always last', () => {
    expect(crisisLinesFor('DE').map((l) => l.number)).toEqual(['112']);
    expect(crisisLinesFor('AU').map((l) => l.number)).toEqual(['000']);
    expect(crisisLinesFor(null).map((l) => l.number)).toEqual(['112', '911']);
    for (const c of ['US', 'GB', 'CA', 'FR', 'NZ', null]) {
      const lines = crisisLinesFor(c);
      const last = emergencyNumbersFor(c).numbers.at(-1);
      expect(lines.at(-1)?.number, String(c)).toBe(last);
    }
  });
});

describe('telHref', () => {
  it('builds dialable links', () => {
    expect(telHref('911')).toBe('tel:911');
    expect(telHref('000')).toBe('tel:000');
    expect(telHref('116 123')).toBe('tel:116123');
    expect(telHref('1-833-852-6262')).toBe('tel:18338526262');
    expect(telHref('1-833-TLC-MAMA')).toBe('tel:18338526262');
    expect(telHref(' +44 20 7946 0000 ')).toBe('tel:+442079460000');
    expect(() => telHref('  ')).toThrow();
  });
});
