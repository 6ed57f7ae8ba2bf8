import { describe, expect, it } from 'vitest';
import type { BirthPlanSection } from '../contracts/birth-prep.ts';
import { checkBirthPlan, chosenIn, knownPlan, planSummary } from './birth-plan.ts';

const sections: BirthPlanSection[] = [
  {
    id: 'pain-relief',
    title: 'Pain relief',
    description: 'd',
    sources: [],
    multiple: true,
    options: [
      { id: 'water', label: 'Water' },
      { id: 'tens', label: 'TENS' },
      { id: 'epidural', label: 'Epidural' },
    ],
  },
  {
    id: 'feeding',
    title: 'Feeding',
    description: 'd',
    sources: [],
    multiple: false,
    options: [
      { id: 'breastfeeding', label: 'Breastfeeding' },
      { id: 'formula', label: 'Formula' },
    ],
  },
  {
    id: 'delivery-preferences',
    title: 'How you hope to give birth',
    description: 'd',
    sources: [],
    multiple: false,
    options: [
      { id: 'vaginal-birth', label: 'Vaginal birth' },
      { id: 'planned-caesarean', label: 'Planned caesarean' },
    ],
  },
];
const body = (over: object = {}) => ({
  deliveryPreference: 'vaginal-birth',
  choices: { 'pain-relief': ['epidural', 'water', 'water'], feeding: [] as string[] },
  notes: '  Please dim the lights.  ',
  ...over,
});

describe('checkBirthPlan', () => {
  it('keeps valid choices in the content order, once each, drops empty sections, trims notes', () => {
    expect(checkBirthPlan(sections, body())).toEqual({
      ok: true,
      value: {
        deliveryPreference: 'vaginal-birth',
        choices: { 'pain-relief': ['water', 'epidural'] },
        notes: 'Please dim the lights.',
      },
    });
    expect(checkBirthPlan(sections, body({ deliveryPreference: null, choices: {} })).ok).toBe(true);
  });

  it('names every bad field', () => {
    const r = checkBirthPlan(
      sections,
      body({
        deliveryPreference: 'underwater-in-space',
        choices: {
          'pain-relief': ['water', 'hypnosis'],
          feeding: ['breastfeeding', 'formula'],
          haircut: ['short'],
          'delivery-preferences': ['vaginal-birth'],
        },
      }),
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.fields.deliveryPreference).toMatch(/^Unknown option "underwater-in-space"/);
    expect(r.fields['choices.pain-relief']).toBe('Unknown option "hypnosis" for "Pain relief"');
    expect(r.fields['choices.feeding']).toBe('Choose one option for "Feeding"');
    expect(r.fields['choices.haircut']).toBe('Unknown section "haircut"');
    expect(r.fields['choices.delivery-preferences']).toMatch(/deliveryPreference/);
  });
});

describe('reading a saved plan', () => {
  const saved = {
    deliveryPreference: 'retired-option',
    choices: { 'pain-relief': ['tens', 'gone'], gone: ['x'], feeding: ['formula', 'breastfeeding'] },
    notes: '',
    updatedAt: '2030-01-01T00:00:00.000Z',
  };
  it('leaves out what the content no longer has', () => {
    expect(knownPlan(sections, saved)).toEqual({
      ...saved,
      deliveryPreference: null,
      choices: { 'pain-relief': ['tens'], feeding: ['breastfeeding'] },
    });
  });
  it('summarises section by section, the delivery preference included', () => {
    const plan = {
      deliveryPreference: 'planned-caesarean',
      choices: { 'pain-relief': ['epidural', 'water'] },
    };
    expect(chosenIn(sections[2] as BirthPlanSection, plan)).toEqual(['planned-caesarean']);
    expect(planSummary(sections, plan)).toEqual([
      { sectionId: 'pain-relief', title: 'Pain relief', chosen: ['Water', 'Epidural'] },
      { sectionId: 'feeding', title: 'Feeding', chosen: [] },
      {
        sectionId: 'delivery-preferences',
        title: 'How you hope to give birth',
        chosen: ['Planned caesarean'],
      },
    ]);
  });
});
