import type { AnswerEntryInput } from '../../src/core/contracts/answers.ts';

/**
 * Answer library, group "checks in pregnancy, more" (answers iteration 22): scans and checks she asks about that
 * are not part of her care, such as a keepsake 3D or 4D scan at a private studio.
 */

const fdaKeepsake = { org: 'FDA', title: 'Avoid Fetal "Keepsake" Images, Heartbeat Monitors' };
const acogUltrasound = { org: 'ACOG', title: 'Ultrasound Exams' };
const nhsScans = { org: 'NHS', title: 'Ultrasound scans in pregnancy' };

export const pregnancyChecksMoreAnswers: AnswerEntryInput[] = [
  {
    id: 'preg-keepsake-scan',
    question: 'Is a 3D or 4D keepsake scan safe for my baby?',
    asked: [
      'is a 4d scan at a private studio safe',
      'keepsake ultrasound for fun, is it ok',
      'do ultrasound scans heat up or harm the baby',
      'boutique 3d scan to see the baby’s face, should i book one',
      'are extra scans bad for the baby',
      'elective souvenir scan in pregnancy',
    ],
    topic: 'antenatal-care',
    stages: ['pregnant'],
    lead: 'Scans done for a medical reason have no proven harm to your baby and are considered safe. The FDA and ACOG advise against keepsake or entertainment scans, though: they add time under the ultrasound without any medical purpose.',
    points: [
      'Ultrasound uses sound waves, not radiation. It can warm tissue very slightly, which is why medical scans use the lowest setting and time needed.',
      'At a keepsake studio, the scan may be longer and is not always done by a trained sonographer or checked by a doctor, and no one may be looking for problems.',
      'A keepsake scan is not a check of your baby’s health: a reassuring picture does not replace your routine scans, and a worrying one should be followed up with your own team.',
      'Your routine scans are the ones that matter: in the UK, the dating scan at about 11 to 14 weeks and the mid-pregnancy scan at about 18 to 21 weeks. You can often ask for a picture at these.',
      'If you do go to a studio, choose one with qualified sonographers and keep it short.',
    ],
    whenToCall:
      'Call your midwife or maternity unit now if you have any bleeding or fluid leaking, or, from 24 weeks, if your baby is moving less than usual. Do not use a scan or a home heartbeat monitor to check instead.',
    signs: ['vaginal-bleeding', 'waters-breaking', 'reduced-fetal-movement'],
    related: ['preg-scans-when', 'preg-anomaly-scan'],
    sources: [fdaKeepsake, acogUltrasound, nhsScans],
  },
];
