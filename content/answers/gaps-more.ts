import type { AnswerEntryInput } from '../../src/core/contracts/answers.ts';

/**
 * Answer library, group "gaps, more" (answers iteration 27): questions the library had no entry for, found by
 * fresh question sets: stretch marks and the oils sold for them, a partner for whom the pregnancy does not feel
 * real yet, breastfeeding while living with HIV, and anti-D after the birth. Follows the NHS, NICE, ACOG, the WHO,
 * BHIVA and South Africa's national HIV guidelines.
 */

const nhsStretchMarks = { org: 'NHS', title: 'Stretch marks' };
const nhsSkinPregnancy = { org: 'NHS', title: 'Skin and hair changes in pregnancy' };
const acogSkin = { org: 'ACOG', title: 'Skin Conditions During Pregnancy' };
const nhsPartners = { org: 'NHS Start for Life', title: 'Dads and partners: pregnancy' };
const nhsAntenatalClasses = { org: 'NHS', title: 'Antenatal classes' };
const whoHivFeeding = { org: 'WHO', title: 'Guideline: updates on HIV and infant feeding' };
const saHivGuidelines = {
  org: 'National Department of Health, South Africa',
  title: 'Guideline for the prevention of vertical transmission of HIV, syphilis and hepatitis B',
};
const bhivaPregnancy = {
  org: 'BHIVA',
  title: 'Guidelines for the management of HIV in pregnancy and postpartum',
};
const nihPerinatalHiv = { org: 'NIH', title: 'Perinatal HIV Clinical Guidelines: infant feeding' };
const nhsRhesus = { org: 'NHS', title: 'Rhesus disease: prevention' };
const niceAntiD = {
  org: 'NICE',
  title: 'Routine antenatal anti-D prophylaxis for women who are rhesus D negative',
};

export const gapsMoreAnswers: AnswerEntryInput[] = [
  {
    id: 'preg-stretch-marks',
    question: 'Can I stop stretch marks in pregnancy, and do oils or creams work?',
    asked: [
      'stretch marks how to prevent',
      'does bio oil actually stop stretch marks',
      'stretchmarks on my belly and hips, will they go away after',
      'best cream for stretch marks pregnant',
      'cocoa butter for striae while pregnant, worth it',
    ],
    topic: 'pregnancy-symptoms',
    stages: ['pregnant'],
    lead: 'Stretch marks are very common in pregnancy. No cream or oil has been proven to prevent them, including Bio-Oil and cocoa butter. Whether you get them depends mostly on your genes and skin type, and on how quickly your skin stretches.',
    points: [
      'They often appear on the tummy, hips, thighs and breasts as pink, red, purple or brown streaks, usually from the second half of pregnancy.',
      'After the birth they usually fade over months to paler, silvery lines that are much less noticeable.',
      'Moisturiser or oil can ease dryness and itching, and is fine to use if you like it; expensive products are no better at preventing marks than simple ones.',
      'Gaining weight gradually, as your midwife advises, may help a little. There is no need to diet in pregnancy.',
      'Treatments such as retinoid creams are not used in pregnancy or while breastfeeding. If the marks still bother you later, ask your GP.',
    ],
    whenToCall:
      'Stretch marks themselves never need a call. Tell your midwife or doctor if your skin is very itchy, especially on the palms of your hands or soles of your feet, as that needs checking.',
    related: ['preg-skin-changes', 'preg-itching'],
    sources: [nhsStretchMarks, nhsSkinPregnancy, acogSkin],
  },
  {
    id: 'preg-partner-not-real-yet',
    question: 'My partner says the pregnancy does not feel real yet. How can I get them involved?',
    asked: [
      'boyfriend says it doesnt feel real to him yet',
      'my husband isnt connecting with the pregnancy, how do i get him involved',
      'partner is not bothered about the bump yet, is that normal',
      'how can my fiance bond with the baby before its born',
      'hubby is so checked out about the baby, hasnt sunk in for him',
    ],
    topic: 'partners-family',
    stages: ['pregnant'],
    lead: 'This is very common. Before partners can see the bump grow, feel kicks or see the baby on a scan, a pregnancy often feels less real to them than it does to you. It usually does not mean they do not care, and there is a lot you can do to bring them in.',
    points: [
      'Invite them to your appointments, scans and antenatal classes: hearing the heartbeat or seeing the baby on the screen often makes it real.',
      'Once the kicks are strong enough to feel from outside, later in pregnancy, put their hand on your bump, and encourage them to talk, read or sing to the bump: your baby comes to know voices before birth.',
      'Give them a part to play: choosing names, getting the cot or the car seat ready, planning the journey to the birth and their leave.',
      'Talk honestly about how you both feel. Mixed feelings and worries about money or becoming a parent are normal for partners too.',
      'Partners can feel low or anxious in pregnancy and after the birth. If it lasts, encourage them to talk to someone or see their own doctor.',
    ],
    whenToCall:
      'Tell your midwife or doctor if you have felt low or anxious most days for two weeks or more. If you ever feel afraid of your partner, you can talk to your midwife alone.',
    signs: ['persistent-low-mood'],
    related: ['preg-partner-understanding', 'preg-partner-how-to-help'],
    sources: [nhsPartners, nhsAntenatalClasses],
  },
  {
    id: 'feed-hiv-breastfeeding',
    question: 'I am living with HIV and take ARVs. Can I breastfeed?',
    asked: [
      'hiv positive can i breastfeed my baby',
      'on art treatment, is breastmilk safe for baby',
      'breastfeeding with hiv and undetectable viral load',
      'im on arvs will my baby get hiv from my milk',
      'should i formula feed if i have hiv',
    ],
    topic: 'breastfeeding',
    stages: ['pregnant', 'postpartum'],
    lead: 'Often yes. The WHO advises that mothers living with HIV who take their antiretroviral medicines (ARVs, ART) every day can breastfeed, and in South Africa and many other countries you will be encouraged to: with an undetectable viral load, the chance of passing HIV through breast milk is very low. In the UK and US, formula is still advised as the way to remove the risk completely, but you can choose to breastfeed with your team’s support if your viral load is undetectable.',
    points: [
      'Keep taking your ARVs every day, in pregnancy and for as long as you breastfeed, and keep up your viral load checks: they show the treatment is working.',
      'If you breastfeed, give only breast milk for the first 6 months, with no mixed feeding (no formula, water, other drinks or food alongside), then add solid foods and carry on breastfeeding.',
      'Your baby is given preventive medicine after the birth (such as nevirapine syrup), and has HIV tests at set times: at birth, in the first months and after breastfeeding stops.',
      'Sore, cracked or bleeding nipples, or a painful red breast, need quick help from your clinic, as they can raise the chance of passing HIV.',
      'Talk your choice through with your clinic sister, midwife or HIV team before the birth: write your questions down, or bring someone with you to listen too.',
    ],
    whenToCall:
      'Call your clinic or HIV team the same day if you have missed doses of your ARVs, have sore, bleeding nipples or a painful red breast, or your baby is unwell or not feeding.',
    related: ['feed-deciding-how-to-feed'],
    sources: [whoHivFeeding, saHivGuidelines, bhivaPregnancy, nihPerinatalHiv],
  },
  {
    id: 'pp-anti-d-after-birth',
    question: 'I am RhD negative. Why might I need anti-D again after the birth?',
    asked: [
      'rh negative mum, do i need another anti d injection now baby is born',
      'why are they testing my babys cord blood, i am rhesus negative',
      'had anti d in pregnancy, why another one after delivery',
      'o negative blood, anti d after giving birth what for',
    ],
    topic: 'recovery-after-birth',
    stages: ['postpartum'],
    postpartumWeeks: { from: 0, to: 6 },
    lead: 'Because your baby’s blood group may differ from yours. After the birth, blood from the cord is tested for your baby’s blood group. If your baby is RhD positive, you are offered another anti-D injection within 72 hours of the birth, even if you had it at 28 weeks.',
    points: [
      'Some of your baby’s blood can mix with yours at the birth. Anti-D stops your body making antibodies against RhD positive blood.',
      'Those antibodies would not harm this baby, but they could harm a baby in a future pregnancy (rhesus disease, or haemolytic disease of the newborn).',
      'The anti-D you had in pregnancy only protects for a while, which is why a dose after the birth is needed when your baby is RhD positive.',
      'A blood test of yours shows how much of your baby’s blood has entered yours, in case you need a larger dose.',
      'If your baby is RhD negative, you do not need it. It is your choice: ask your midwife anything you are unsure of.',
    ],
    whenToCall:
      'If you are not sure whether you have had it, ask your midwife before you go home: it needs to be given within 72 hours of the birth.',
    related: ['preg-anti-d'],
    sources: [nhsRhesus, niceAntiD],
  },
];
