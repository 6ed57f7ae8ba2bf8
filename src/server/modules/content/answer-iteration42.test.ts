/**
 * Iteration 42's families in the engineer's own wordings (never AH85's or AH86's, nor the library's; informal,
 * misspelt and second-language English from the UK, Scotland, Ireland, New Zealand, the US, Canada, Pakistan,
 * Malaysia, Ghana and Trinidad): morning sickness told in local words ("boakin", "boking"), leaking a little urine
 * after the birth told as something to live with (beside her age, "baby #4 at 43", no longer read as a
 * temperature, and running after the older children), and a cord stump not yet dropped with shea butter, oil or a
 * hot cloth. Each test
 * here fails on main (the file run in a worktree of main).
 */
import { describe } from 'vitest';
import { type FamilyCase, factLines, familyLine, familyTests } from '../../testing/answer-library.ts';

const cases: FamilyCase[] = [
  // Morning sickness in Scots and Irish words ("boakin", "boking").
  'boaking: Scotland | 7 wks and boakin every mornin, whit can i eat to help | P7 | preg-morning-sickness-remedies',
  'boaking: Ireland | 11 wks and still boaking in the mornings, what can i eat to help | P11 | preg-morning-sickness-remedies',
  // Leaking "a lil pee" when running after the older children is the leaking entry, not running for exercise.
  'leaking when running after them: US | 3 months postpartum, I leak a tiny bit of pee when I run after the kids. my aunt says thats just life after kids, is that true | B13 | pp-leaking-urine',
  // A cord stump not yet dropped, with shea butter, oil, a hot cloth or spirit.
  'cord with creams or a hot cloth: Ghana | My baby is 6 days, the navel has not dropped. My grandmother wants to rub shea butter and press with hot water cloth. What should I do? | B1 | baby-cord-care',
  'cord with creams or a hot cloth: Malaysia | baby 1 week, tali pusat not fall yet. mak wants to put minyak and hot towel on it. ok or not? | B1 | baby-cord-care',
].map(familyLine);

const facts = factLines([
  // Her age beside her baby's number ("baby #4 at 43") is not a temperature.
  'leaking, her age told: Trinidad | Baby #4 at 43 and mih body say enough. 3 months now and I does leak a lil pee when I sneeze or run behind the big ones. Auntie say is so after 4 children, just live with it. True? | B13 | you do not have to put up with it',
]);

describe('iteration 42: morning sickness in local words, leaking urine to live with, a cord with creams or spirit', () => {
  familyTests(cases, facts);
});
