/**
 * PHQ-9 (depression) and GAD-7 (anxiety) self-checks: item texts, scoring and plain-language meaning.
 * Both instruments are free to reproduce without permission (Pfizer; Kroenke, Spitzer and Williams) and are
 * the ones docs/clinical-safety.md allows (not the EPDS, whose text may not be republished).
 * Bands are the published ones: PHQ-9 0-4 minimal, 5-9 mild, 10-14 moderate, 15-19 moderately severe,
 * 20-27 severe (Kroenke 2001); GAD-7 0-4 minimal, 5-9 mild, 10-14 moderate, 15-21 severe (Spitzer 2006).
 * A score of 10 or more is the authors' suggested point for follow-up with a clinician.
 */

export type Instrument = 'phq9' | 'gad7';
export type ScreeningBand = 'minimal' | 'mild' | 'moderate' | 'moderately severe' | 'severe';

/** Both questionnaires ask about "the last 2 weeks" and share one 0-3 answer scale. */
export const SCREENING_STEM = 'Over the last 2 weeks, how often have you been bothered by the following?';
export const ANSWER_OPTIONS = [
  { value: 0, label: 'Not at all' },
  { value: 1, label: 'Several days' },
  { value: 2, label: 'More than half the days' },
  { value: 3, label: 'Nearly every day' },
] as const;

export const PHQ9_ITEMS: readonly string[] = [
  'Little interest or pleasure in doing things',
  'Feeling down, depressed, or hopeless',
  'Trouble falling or staying asleep, or sleeping too much',
  'Feeling tired or having little energy',
  'Poor appetite or overeating',
  'Feeling bad about yourself, or that you are a failure or have let yourself or your family down',
  'Trouble concentrating on things, such as reading the newspaper or watching television',
  'Moving or speaking so slowly that other people could have noticed? Or the opposite, being so fidgety or restless that you have been moving around a lot more than usual',
  'Thoughts that you would be better off dead or of hurting yourself in some way',
];

export const GAD7_ITEMS: readonly string[] = [
  'Feeling nervous, anxious, or on edge',
  'Not being able to stop or control worrying',
  'Worrying too much about different things',
  'Trouble relaxing',
  'Being so restless that it is hard to sit still',
  'Becoming easily annoyed or irritable',
  'Feeling afraid as if something awful might happen',
];

export const INSTRUMENTS: Readonly<
  Record<Instrument, { name: string; about: string; items: readonly string[] }>
> = {
  phq9: { name: 'PHQ-9', about: 'Mood check (depression)', items: PHQ9_ITEMS },
  gad7: { name: 'GAD-7', about: 'Worry check (anxiety)', items: GAD7_ITEMS },
};

/** The index of PHQ-9 item 9 (thoughts of being better off dead or of self-harm). */
export const PHQ9_SELF_HARM_ITEM = 8;

export interface ScreeningResult {
  readonly instrument: Instrument;
  readonly total: number;
  readonly maxTotal: number;
  readonly band: ScreeningBand;
  /** PHQ-9 item 9 above 0: the crisis flow starts at once, whatever the total (docs/clinical-safety.md). */
  readonly crisis: boolean;
  /** Plain-language meaning of the band. */
  readonly meaning: string;
  /** When to talk to a provider. */
  readonly advice: string;
}

/** Why a set of answers is not valid, or null when it is. */
export function screeningAnswersProblem(instrument: Instrument, answers: readonly unknown[]): string | null {
  const count = INSTRUMENTS[instrument].items.length;
  if (answers.length !== count) return `Please answer all ${count} questions`;
  const bad = answers.findIndex((a) => typeof a !== 'number' || !Number.isInteger(a) || a < 0 || a > 3);
  return bad === -1 ? null : `Answer ${bad + 1} must be 0, 1, 2 or 3`;
}

export function phq9Band(total: number): ScreeningBand {
  if (total <= 4) return 'minimal';
  if (total <= 9) return 'mild';
  if (total <= 14) return 'moderate';
  if (total <= 19) return 'moderately severe';
  return 'severe';
}

export function gad7Band(total: number): ScreeningBand {
  if (total <= 4) return 'minimal';
  if (total <= 9) return 'mild';
  if (total <= 14) return 'moderate';
  return 'severe';
}

const MEANING: Readonly<Record<Instrument, Readonly<Record<ScreeningBand, string>>>> = {
  phq9: {
    minimal: 'Few or no signs of low mood right now.',
    mild: 'Some signs of low mood. Many people feel this way at times, especially around pregnancy and birth.',
    moderate: 'Signs of low mood that are affecting your days.',
    'moderately severe': 'Signs of low mood that are weighing on you a lot.',
    severe: 'Strong signs of low mood. You deserve support with this, and it does get better with help.',
  },
  gad7: {
    minimal: 'Few or no signs of anxiety right now.',
    mild: 'Some signs of worry or anxiety. Many people feel this way at times, especially around pregnancy and birth.',
    moderate: 'Signs of anxiety that are affecting your days.',
    'moderately severe': 'Signs of anxiety that are weighing on you a lot.',
    severe: 'Strong signs of anxiety. You deserve support with this, and it does get better with help.',
  },
};

/**
 * When PHQ-9 question 9 is above 0 the total says nothing reassuring: a low total with thoughts of self-harm is
 * still the crisis flow (docs/clinical-safety.md), so the meaning speaks to the answer, not the band.
 */
const MEANING_CRISIS =
  'Your answer to question 9 matters more than the total. Thoughts of being better off dead or of hurting yourself are a sign to reach out for support today, whatever the score.';

const ADVICE_LOW =
  'Keep looking after yourself. If these feelings stay with you for two weeks or more, or start to get in the way of your day, mention them to your midwife, health visitor or doctor.';
const ADVICE_TALK =
  'Please talk to your midwife, health visitor or doctor soon, within the next few days. A score of 10 or more is where the questionnaire suggests a conversation with a professional, and there is good help available.';
const ADVICE_CRISIS =
  'You said you have had thoughts of being better off dead or of hurting yourself. Please reach out now: call a crisis line or emergency services below, or tell someone you trust. You do not have to go through this alone.';

/** Scores a complete, valid set of answers (check it with `screeningAnswersProblem` first). */
export function scoreScreening(instrument: Instrument, answers: readonly number[]): ScreeningResult {
  const problem = screeningAnswersProblem(instrument, answers);
  if (problem) throw new Error(problem);
  const total = answers.reduce((sum, a) => sum + a, 0);
  const band = instrument === 'phq9' ? phq9Band(total) : gad7Band(total);
  const crisis = instrument === 'phq9' && (answers[PHQ9_SELF_HARM_ITEM] ?? 0) > 0;
  return {
    instrument,
    total,
    maxTotal: answers.length * 3,
    band,
    crisis,
    meaning: crisis ? MEANING_CRISIS : MEANING[instrument][band],
    advice: crisis ? ADVICE_CRISIS : total >= 10 ? ADVICE_TALK : ADVICE_LOW,
  };
}
