import { describe, expect, it } from 'vitest';
import {
  babyAgeText,
  babyPrepUnlocked,
  babySizeText,
  homePhase,
  obReminderDue,
  POSTPARTUM_PHASE_FOCUS,
  postpartumGreeting,
  postpartumPhase,
  postpartumWeekText,
  pregnancyWeekText,
  showBabyTools,
  showBirthPrep,
  stageLabel,
} from './phases.ts';

const preg = (currentWeek: number) => ({ phase: 'pregnant' as const, currentWeek });
const pp = (currentWeek: number) => ({ phase: 'postpartum' as const, currentWeek });

describe('home phase card', () => {
  it('labels pregnancy weeks at every boundary', () => {
    expect(homePhase(preg(1))).toEqual({ label: 'First Trimester', subtitle: 'Early Development' });
    expect(homePhase(preg(13)).label).toBe('First Trimester');
    expect(homePhase(preg(14))).toEqual({ label: 'Second Trimester', subtitle: 'Growing Strong' });
    expect(homePhase(preg(27)).label).toBe('Second Trimester');
    expect(homePhase(preg(28))).toEqual({ label: 'Third Trimester', subtitle: 'Final Preparations' });
    expect(homePhase(preg(36)).label).toBe('Third Trimester');
    expect(homePhase(preg(37))).toEqual({ label: 'Full Term', subtitle: 'Ready for Delivery' });
    expect(homePhase(preg(42)).label).toBe('Full Term');
  });
  it('uses the single set of postpartum phases', () => {
    expect(homePhase(pp(0))).toEqual({ label: 'Immediate Recovery', subtitle: 'Healing & Adjusting' });
    expect(homePhase(pp(2)).label).toBe('Immediate Recovery');
    expect(homePhase(pp(3))).toEqual({ label: 'Early Recovery', subtitle: 'Building Routines' });
    expect(homePhase(pp(6)).label).toBe('Early Recovery');
    expect(homePhase(pp(7))).toEqual({ label: 'Extended Recovery', subtitle: 'Thriving Together' });
    expect(homePhase(pp(12)).label).toBe('Extended Recovery');
    expect(homePhase(pp(13)).label).toBe('Ongoing Care');
  });
  it("gives each postpartum phase the hub's focus", () => {
    expect(POSTPARTUM_PHASE_FOCUS[postpartumPhase(0)]).toBe('Healing and adjustment');
    expect(POSTPARTUM_PHASE_FOCUS[postpartumPhase(6)]).toBe('Building routines and monitoring health');
    expect(POSTPARTUM_PHASE_FOCUS[postpartumPhase(12)]).toBe('Establishing long-term wellness patterns');
    expect(POSTPARTUM_PHASE_FOCUS[postpartumPhase(13)]).toBe('Continued health monitoring');
  });
  it('falls back to Journey / Getting Started without a status', () => {
    expect(homePhase(null)).toEqual({ label: 'Journey', subtitle: 'Getting Started' });
  });
});

describe('dashboard-v2 and profile labels', () => {
  it('follows ACOG trimesters and says Overdue over 40', () => {
    expect(stageLabel('pregnant', 13)).toBe('First Trimester');
    expect(stageLabel('pregnant', 14)).toBe('Second Trimester');
    expect(stageLabel('pregnant', 27)).toBe('Second Trimester');
    expect(stageLabel('pregnant', 28)).toBe('Third Trimester');
    expect(stageLabel('pregnant', 40)).toBe('Third Trimester');
    expect(stageLabel('pregnant', 41)).toBe('Overdue');
  });
  it('uses the same postpartum phases as Home', () => {
    for (const w of [0, 2, 3, 6, 7, 12, 13, 52]) expect(stageLabel('postpartum', w)).toBe(postpartumPhase(w));
  });
});

describe('weekly cards and tools', () => {
  it('unlocks BabyPrep and Birth Prep at 28 for pregnant users only', () => {
    expect(babyPrepUnlocked('pregnant', 27)).toBe(false);
    expect(babyPrepUnlocked('pregnant', 28)).toBe(true);
    expect(babyPrepUnlocked('postpartum', 30)).toBe(false);
    expect(showBirthPrep('pregnant', 28)).toBe(true);
    expect(showBabyTools('postpartum')).toBe(true);
    expect(showBabyTools('pregnant')).toBe(false);
  });
  it('shows the OB reminder every fourth week', () => {
    expect(obReminderDue('pregnant', 23)).toBe(false);
    expect(obReminderDue('pregnant', 24)).toBe(true);
    expect(obReminderDue('pregnant', 25)).toBe(false);
    expect(obReminderDue('pregnant', 4)).toBe(true);
    expect(obReminderDue('postpartum', 4)).toBe(false);
  });
  it('writes the baby size from the week content', () => {
    expect(babySizeText({ week: 24, babySizeComparison: 'an ear of corn' })).toBe(
      'About the size of an ear of corn',
    );
    expect(babySizeText({ week: 2, babySizeComparison: 'Not measurable yet' })).toBe('Not measurable yet');
  });
});

describe('week texts', () => {
  it('counts against 40, then says how far past the due date, kindly', () => {
    expect(pregnancyWeekText(24)).toBe('Week 24 of 40');
    expect(pregnancyWeekText(40)).toBe('Week 40 of 40');
    expect(pregnancyWeekText(41)).toBe('Week 41 · 1 week past your due date');
    expect(pregnancyWeekText(42)).toBe('Week 42 · 2 weeks past your due date');
  });
  it("greets with the baby's name after the birth when she gave one", () => {
    expect(postpartumGreeting(2, 'Noor')).toBe('2 weeks with Noor');
    expect(postpartumGreeting(1, 'Noor')).toBe('1 week with Noor');
    expect(postpartumGreeting(0, 'Noor')).toBe('Your first week with Noor');
    expect(postpartumGreeting(2, null)).toBe('Here for you and your little one.');
    expect(babyAgeText(15, 'Noor')).toBe('Noor is 15 days old');
    expect(babyAgeText(1, null)).toBe('baby is 1 day old');
  });
  it('says the week after the birth one way: the first week, then the completed weeks', () => {
    expect(postpartumWeekText(0)).toBe('First week after birth');
    expect(postpartumWeekText(1)).toBe('1 week after birth');
    expect(postpartumWeekText(2)).toBe('2 weeks after birth');
    expect(postpartumWeekText(13)).toBe('13 weeks after birth');
  });
});
