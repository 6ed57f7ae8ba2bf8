import { describe, expect, it } from 'vitest';
import { swahiliVerb } from './triage-swahili.ts';
import { readText } from './triage-text.ts';

describe('Swahili through the concept layer', () => {
  it('finds the root of a conjugated verb, with its negation', () => {
    expect(swahiliVerb('inatoka')?.root).toBe('toka');
    expect(swahiliVerb('amezimia')?.root).toBe('zimia');
    expect(swahiliVerb('nafikiria')?.root).toBe('fikiria');
    expect(swahiliVerb('kujiua')?.root).toBe('jiua');
    expect(swahiliVerb('hajakojoa')).toMatchObject({ root: 'kojoa', negative: true });
    expect(swahiliVerb('hanyonyi')).toMatchObject({ root: 'nyonya', negative: true });
    expect(swahiliVerb('habari')).toBeNull();
  });

  it('reads a Swahili message through English glosses, the possessive and the number before their noun', () => {
    const r = readText('mke wangu kichwa kinauma tangu jana, siku tatu');
    expect(r.swahili).toBe(true);
    expect(r.text).toBe('my wife headache since yesterday 3 days');
  });

  it('keeps negation: not felt the baby moving, no blood, no pain', () => {
    expect(readText('tangu jana hajasikia mtoto akicheza, hakuna damu, sina pain').text).toBe(
      'since yesterday has not felt the baby moving no blood i have no pain',
    );
  });

  it('reads English, Spanish and Tagalog as before', () => {
    for (const m of [
      'my baby is 2 weeks and fine',
      'tengo sangrado desde ayer',
      'masakit ang ulo ko since kahapon',
    ])
      expect(readText(m).swahili).toBe(false);
    expect(readText('masakit ang ulo ko').tagalog).toBe(true);
  });

  it('reads clock times, the future and a thing as subject (iteration 44)', () => {
    expect(readText('mke wangu hajamsikia mtoto akicheza tangu saa 2 usiku').text).toContain('since 8 pm');
    expect(readText('ikiwa mtoto atapata homa usiku nifanye nini').text).toContain('if baby she gets fever');
    expect(readText('barabara ni mbaya, gari inatetemeka sana kila siku').text).toContain(
      'the bus is shaking',
    );
  });

  it('reads Hinglish through English glosses, with its negation after the verb (iteration 44)', () => {
    const r = readText('aaj subah se baby hil nahi raha, pet mein dard bhi hai');
    expect(r.swahili).toBe(false);
    expect(r.text).toContain('since this morning baby not moving');
    expect(readText('peshab mein jalan hai kal se, bukhar nahi, kamar mein dard nahi').text).toContain(
      'no fever back no pain',
    );
    expect(readText('haath pair mein koi sujan nahi hai, bas thodi thakaan').text).toContain(
      'no hands feet swollen',
    );
    for (const m of ['my baby is 2 weeks and fine', 'tengo sangrado desde ayer', 'she has a bad headache'])
      expect(readText(m).text).toBe(readText(m, false).text);
  });

  it('reads a Swahili message as typed when asked (the learned net)', () => {
    expect(readText('kichwa kinauma tangu jana na leo', false).text).toBe('kichwa kinauma tangu jana na leo');
  });
});
