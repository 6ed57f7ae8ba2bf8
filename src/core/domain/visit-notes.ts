/**
 * What each visit of the usual schedule covers (docs/product.md, "Calendar" and "Doctor Visit Toolkit"). The
 * suggested schedule (calendar.ts) writes these as its visits' notes, and the Doctor Visit Toolkit tells her what
 * the visit at her week usually covers. Plain words about what usually happens, from NHS, NICE, ACOG and AAP
 * guidance as docs/clinical-safety.md lists them; no clinical threshold, and always "usually": her own team may do
 * things at other visits.
 */

export interface NoteSource {
  org: string;
  title: string;
}

export interface VisitNote {
  /** What usually happens, in a sentence or three. */
  covers: string;
  sources: readonly NoteSource[];
}

const nhsAppointments = { org: 'NHS', title: 'Your antenatal appointments' };
const niceAntenatal = { org: 'NICE', title: 'Antenatal care (NG201)' };
const acogTests = { org: 'ACOG', title: 'Routine Tests During Pregnancy' };
const acogGbs = { org: 'ACOG', title: 'Group B Strep and Pregnancy' };
const nhsWhoopingCough = { org: 'NHS', title: 'Whooping cough vaccination in pregnancy' };
const niceInduction = { org: 'NICE', title: 'Inducing labour (NG207)' };
const nhsPostnatalCheck = { org: 'NHS', title: 'Your 6-week postnatal check' };
const nicePostnatal = { org: 'NICE', title: 'Postnatal care (NG194)' };
const aapBrightFutures = { org: 'AAP', title: 'Bright Futures: well-child visits' };

/** Checked at nearly every prenatal visit (NHS, NICE): said once per note so each reads on its own. */
const ROUTINE = 'Your blood pressure and urine are checked';

/** By suggestion key: the prenatal visits (`ob-visit-week-<week>`) and the checks after the birth. */
export const VISIT_NOTES: Readonly<Record<string, VisitNote>> = {
  'ob-visit-week-8': {
    covers:
      'Your first (booking) visit, usually the longest: your health and family history, your dates, blood and urine tests, your blood pressure, and the screening tests you can choose.',
    sources: [nhsAppointments, niceAntenatal],
  },
  'ob-visit-week-12': {
    covers: `Your dating scan is often around now, with any screening tests you chose. ${ROUTINE}, and your first results are talked through.`,
    sources: [nhsAppointments, niceAntenatal],
  },
  'ob-visit-week-16': {
    covers: `Your test results so far are talked through. ${ROUTINE}. A good moment to ask about the mid-pregnancy scan.`,
    sources: [nhsAppointments, niceAntenatal],
  },
  'ob-visit-week-20': {
    covers: `The mid-pregnancy (anatomy) scan is usually around now, looking at how your baby is growing and developing. ${ROUTINE}.`,
    sources: [nhsAppointments, acogTests],
  },
  'ob-visit-week-24': {
    covers: `${ROUTINE}, and your bump may be measured. Many teams offer the glucose test for gestational diabetes between 24 and 28 weeks.`,
    sources: [nhsAppointments, acogTests],
  },
  'ob-visit-week-28': {
    covers: `${ROUTINE}, your bump is measured and blood tests for anaemia are offered. If your blood group is rhesus negative, anti-D is usually offered now. Ask about the whooping cough vaccine if you have not had it.`,
    sources: [nhsAppointments, niceAntenatal, nhsWhoopingCough],
  },
  'ob-visit-week-30': {
    covers: `${ROUTINE} and your bump is measured. Your baby's movements are talked about: tell them about any change.`,
    sources: [nhsAppointments, niceAntenatal],
  },
  'ob-visit-week-32': {
    covers: `${ROUTINE}, your bump is measured and any test results are talked through. A good time to go through your birth plan.`,
    sources: [nhsAppointments, niceAntenatal],
  },
  'ob-visit-week-34': {
    covers: `${ROUTINE} and your bump is measured. You talk about getting ready for labour and birth: how to tell labour has started, pain relief and your birth plan.`,
    sources: [nhsAppointments, niceAntenatal],
  },
  'ob-visit-week-36': {
    covers: `Your midwife or doctor checks which way your baby is lying. ${ROUTINE} and your bump is measured. Feeding, vitamin K and the first days with your baby are talked about. In the US the group B strep test is usually done at 36 to 37 weeks.`,
    sources: [nhsAppointments, niceAntenatal, acogGbs],
  },
  'ob-visit-week-37': {
    covers: `${ROUTINE}, your bump is measured and your baby's position checked. Your baby is now early term: you talk about the signs of labour and when to call.`,
    sources: [nhsAppointments, niceAntenatal],
  },
  'ob-visit-week-38': {
    covers: `${ROUTINE} and your bump is measured. You talk about what happens if your baby has not arrived by your due date, and your choices then.`,
    sources: [nhsAppointments, niceInduction],
  },
  'ob-visit-week-39': {
    covers: `${ROUTINE} and your bump is measured. Your baby is now full term: you talk about how labour may start and what to do.`,
    sources: [nhsAppointments, niceAntenatal],
  },
  'ob-visit-week-40': {
    covers: `${ROUTINE} and your bump is measured, on or near your due date. You may be offered a membrane sweep, and you talk about induction if your baby has not come yet.`,
    sources: [nhsAppointments, niceInduction],
  },
  'baby-check-newborn': {
    covers: "The baby's first check-up after leaving hospital: weight, feeding and jaundice.",
    sources: [aapBrightFutures, nicePostnatal],
  },
  'baby-check-1-month': {
    covers: 'Growth, feeding and any questions you have.',
    sources: [aapBrightFutures],
  },
  'baby-check-2-months': {
    covers: 'Growth, development and vaccinations.',
    sources: [aapBrightFutures],
  },
  'postpartum-check-6-weeks': {
    covers: 'Your own check-up: healing, mood, feeding, contraception.',
    sources: [nhsPostnatalCheck, nicePostnatal],
  },
};

/** The note of a suggestion key; every visit of the schedule has one (a test holds them together). */
export function visitNote(suggestionKey: string): VisitNote {
  const note = VISIT_NOTES[suggestionKey];
  if (!note) throw new Error(`No visit note for ${suggestionKey}`);
  return note;
}
