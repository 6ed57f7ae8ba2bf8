/**
 * Iteration 38's families in the engineer's own wordings (never AH77's or AH78's, nor the library's; informal,
 * misspelt, dialect and voice-to-text, from Scotland, Jamaica, Ghana, Wales, New Zealand, Canada, the US South,
 * South Africa and the UK): Scots read as its English words ("a cannae shift this sair heid", "a didnae ken a wis
 * expectin"), words said without their last "g" ("flyin", "thinkin"), a then-and-now story asking whether "you
 * can't do that anymore" (never her own despair), a long story-first message whose question is short and general
 * ("whats the official line"), a bottle of stout as alcohol, formula stages and goodnight milk asked ahead, and period-type twinges with bloating early in
 * pregnancy. Each test here fails on main at 8959018.
 */
import { describe } from 'vitest';
import { type FamilyCase, familyLine, familyTests } from '../../testing/answer-library.ts';

const cases: FamilyCase[] = [
  // Scots: "a" for I, "-nae" for not, "sair heid", "tae", "wis", "ony".
  'Scots: Aberdeen | a cannae shift this sair heid, is it ok tae take paracetamol at 14 weeks | P14 | preg-headaches',
  'Scots: Dundee | a didnae ken a wis expectin, never took ony folic, is it too late tae start? 6 weeks | P6 | preg-folic-acid',
  // Words said without their last "g".
  'dropped g: New Zealand | 24 wks and flyin home to nz for xmas, anythin i should know bout long haul flights | P24 | preg-flying',
  'dropped g: Canada | thinkin of flyin to see my folks at 30 weeks eh, is that safe | P30 | preg-flying',
  // An old practice that "you can't do anymore" is what is advised now, not her own despair.
  'then and now: South Africa | my ma used to make the whole days formula in one go and keep it in the fridge, my daughter tells me you cant do that anymore? baby 2 weeks | B2 | feed-making-up-formula',
  // Long messages whose story comes first and whose question is short and general.
  "long story: South Africa | With my eldest I only found out about the sugar test when I was already big, and then I had gestational diabetes and was on insulin for the last weeks. I'm 11 weeks with number two now and my ouma reckons it cannot happen twice. Whats the official line? | P11 | preg-gestational-diabetes",
  'long story: UK | my nan swears a bottle of stout every evening is what got her milk going when she had my mum in the hospital back in the day, baby is 3 weeks and fully breastfed now. whats the official line on that | B3 | feed-alcohol-while-breastfeeding',
  // Formula stages and goodnight milk asked ahead, a figure of speech for being sick.
  'formula stages: US South | fixin to buy formula before she comes, do we need the stage 2 and 3 cans and that goodnight formula too or just the newborn one? 35 weeks | P35 | feed-follow-on-formula',
  // Period-type twinges and bloating early in pregnancy.
  'twinges: Ghana | 6 weeks, i dey feel period type twinges on and off, no blood, and my belly is so bloated abi that is normal | P6 | preg-early-cramps',
  'twinges: US South | 8 weeks an gettin crampy twinges like my period is comin, and bloated as all get out | P8 | preg-early-cramps',
].map(familyLine);

describe('iteration 38: dialect and voice-to-text, long story-first messages, and early twinges', () => {
  familyTests(cases, []);
});
