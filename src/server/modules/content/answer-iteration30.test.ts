/**
 * Iteration 30's families in the helper's own wordings (never AH62's, AH63's or AH64's, nor the library's;
 * informal, misspelt, second-language English, fathers and grandparents, and words of the UK, US, Ireland,
 * Australia, New Zealand, Canada, South Africa, Jamaica, Nigeria, Kenya, India and the Philippines): "when do we
 * call?" asked about a part of the body or a stage, answered from the clinical catalogue; and safe sleep asked
 * through a custom or an object. Wordings the library answered already before this iteration (a wound, what kind
 * of sick, a baby's temperature, a feed, a hotline by name) were tried and left out: each test here fails on main
 * at d43c1f0.
 */
import { describe } from 'vitest';
import { type FamilyCase, factLines, familyLine, familyTests } from '../../testing/answer-library.ts';

const cases: FamilyCase[] = [
  // A pillow to shape the head, by its names: the pillow entry.
  'pillow: rai, India | my mother in law wants to keep a rai pillow under babys head for nice round shape, he is 1 month | B4 | baby-pillow-duvet',
].map(familyLine);

/** One fact a line: the same, with the words the reply must hold (a regular expression) last. */
const facts = factLines([
  // Tummy sleeping by a carer: tummy time only while awake and watched (facts.md).
  'tummy sleep: childminder, UK | the childminder naps him on his tummy because he sleeps longer, is that ok? 12 weeks | B12 | awake and watched',
  'tummy sleep: creche, Ireland | the creche lays the babies on their tummies for naps, should i say something, she is 4 months | B17 | awake and watched',
  'tummy sleep: grandmother, Jamaica | mi mother lay the baby on her belly to sleep, she say it good for gas. it safe? 6 weeks | B6 | awake and watched',
  // "When do we call?" by a part of the body, in pregnancy.
  'legs: a long drive, Australia | driving sydney to brisbane at 30 weeks, which leg signs mean i stop and get checked? | P30 | One leg',
  'fever: flu at home, US | kids brought flu home and im 33 weeks, at what temperature should i call my OB? | P33 | 100\\.4 F',
  'fever: what to say, US | kids brought flu home and im 33 weeks, at what temperature should i call my OB? | P33 | I am pregnant, 33 weeks',
  'abroad: a wedding in Canada, UK | flying to canada at 28 weeks for a wedding, what symptoms mean i go to hospital there and whats the number? | P28 | in Canada, 911',
  // After the birth: her legs, a smell, the first year, what a family rushes in for, what to say.
  'legs: a flight after a section, Ireland | flying home to dublin 6 weeks after my section, what leg symptoms should i not ignore | B6 | One leg',
  'smell: a partner, UK | my partner is 3 weeks post birth and theres a funny smell down there, do we need to ring someone | B3 | Bad-smelling discharge, call now',
  'first year: a grandmother, Canada | my daughter had her six week check and they said all good. do the warning signs still count now? | B7 | first year',
  'family: rush, Kenya | as her family, what signs after delivery mean we take her to hospital quickly? she delivered 1 week ago | B1 | Chest pain or trouble breathing',
  'what to say: a husband, US | if i have to call about my wife after the birth what do i say to the nurse | B1 | She gave birth on',
]);

describe('iteration 30: when to get help from the catalogue, and safe sleep through a custom or an object', () => {
  familyTests(cases, facts);
});
