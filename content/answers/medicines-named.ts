import type { AnswerEntryInput } from '../../src/core/contracts/answers.ts';

/**
 * Answer library, group "a medicine she has been offered, by name" (iteration 18): the question turns on what
 * is known about that medicine, beside the entry for the symptom it treats. Ondansetron (Zofran) for sickness
 * in pregnancy, after first-line treatments. Facts from the NHS, the RCOG, ACOG and the MHRA; "when to call"
 * lines follow shared/medical/warning-signs.md.
 */

const nhsHg = { org: 'NHS', title: 'Severe vomiting in pregnancy (hyperemesis gravidarum)' };
const rcogNvp = {
  org: 'RCOG',
  title: 'Nausea and vomiting in pregnancy and hyperemesis gravidarum (Green-top Guideline 69)',
};
const acogNvp = { org: 'ACOG', title: 'Nausea and Vomiting of Pregnancy (Practice Bulletin 189)' };
const mhraOndansetron = {
  org: 'MHRA',
  title: 'Ondansetron: small increased risk of oral clefts following use in the first 12 weeks of pregnancy',
};

export const medicinesNamedAnswers: AnswerEntryInput[] = [
  {
    id: 'preg-ondansetron',
    question: 'Is ondansetron (Zofran) safe for sickness in pregnancy?',
    asked: [
      'is zofran safe when pregnant',
      'ondansetron first trimester birth defects',
      'doctor prescribed anti sickness tablets ondansetron, will it hurt the baby',
      'can i take zofran for morning sickness',
    ],
    topic: 'pregnancy-medicines-safety',
    stages: ['pregnant'],
    lead: 'Ondansetron (Zofran) is an accepted option for sickness in pregnancy when first-line treatments have not worked. Large studies find that any link with birth defects such as a cleft lip or palate is small and not consistent, and your doctor weighs that against the harm of being very sick.',
    points: [
      'First-line options come first: small, frequent meals, ginger, and vitamin B6 (pyridoxine) with or without doxylamine, or in the UK an anti-sickness tablet such as cyclizine or promethazine.',
      'If those are not enough, ondansetron is widely used; in the UK the MHRA advises talking through the small possible risk in the first 12 weeks before starting it.',
      'Being sick many times a day and unable to eat or drink can harm you and your pregnancy: treating it matters.',
      'Take it as prescribed, and do not stop a medicine you have been given without talking to your doctor or midwife.',
      'Being unable to keep fluids down can be hyperemesis gravidarum, which is treatable, sometimes with fluids in hospital.',
    ],
    whenToCall:
      'Call your midwife, doctor or maternity unit now if you cannot keep fluids down or you feel dizzy or faint.',
    signs: ['severe-vomiting', 'dizziness-fainting'],
    related: ['preg-morning-sickness-remedies', 'preg-hyperemesis'],
    sources: [nhsHg, rcogNvp, acogNvp, mhraOndansetron],
  },
];
