import { describe, expect, it } from 'vitest';
import { tagalogRoot } from './triage-tagalog.ts';
import { readText } from './triage-text.ts';

describe('Tagalog through the concept layer', () => {
  it('finds the root of an affixed or reduplicated word', () => {
    expect(tagalogRoot('dinudugo')).toBe('dugo');
    expect(tagalogRoot('sumasakit')).toBe('sakit');
    expect(tagalogRoot('nagsusuka')).toBe('suka');
    expect(tagalogRoot('namamaga')).toBe('maga');
    expect(tagalogRoot('umuungol')).toBe('ungol');
    expect(tagalogRoot('magaling')).toBeNull();
  });

  it('reads a Tagalog message through English glosses, with "ko" as "my" after a noun', () => {
    const r = readText('masakit ang ulo ko since kahapon, hindi nawawala');
    expect(r.tagalog).toBe(true);
    expect(r.text).toBe('pain the my head since yesterday not going away');
  });

  it('reads Taglish (English with particles) as English, untouched', () => {
    for (const m of ['Hi po, 30 weeks na, still dizzy po', 'Okay lang po ba yun? 3 weeks old'])
      expect(readText(m).tagalog).toBe(false);
  });

  it('reads a Tagalog message as typed when asked (the learned net)', () => {
    expect(readText('masakit ang ulo ko', false).text).toBe('masakit ang ulo ko');
  });
});
