import type { AnswerEntryInput } from '../../src/core/contracts/answers.ts';

/**
 * Answer library, group "work and travel": rights at work in pregnancy and after the birth, maternity pay, and
 * travelling with a bump or a baby. Written for the questions the first groups left open (telling an
 * employer, discrimination, pay, passports, travel vaccines). UK figures follow GOV.UK and ACAS; US ones the
 * EEOC and the Department of Labor; health advice the NHS, RCOG, CDC and the Lullaby Trust. Pay rates change
 * every April, so the weekly amount is left to GOV.UK.
 */

const govRights = { org: 'GOV.UK', title: 'Pregnant employees’ rights' };
const govPay = { org: 'GOV.UK', title: 'Maternity pay and leave' };
const govAllowance = { org: 'GOV.UK', title: 'Maternity Allowance' };
const govFlexible = { org: 'GOV.UK', title: 'Flexible working' };
const acas = { org: 'Acas', title: 'Pregnancy and maternity discrimination at work' };
const eeocPwfa = { org: 'US EEOC', title: 'What You Should Know About the Pregnant Workers Fairness Act' };
const dolFmla = { org: 'US Department of Labor', title: 'Family and Medical Leave Act (FMLA)' };
const govPassport = { org: 'GOV.UK', title: 'Get a passport for your child' };
const nhsTravelBaby = { org: 'NHS', title: 'Travelling with children and babies' };
const nhsTravelPreg = { org: 'NHS', title: 'Travelling in pregnancy' };
const nhsTravelVaccines = { org: 'NHS', title: 'Travel vaccinations' };
const cdcTravelPreg = { org: 'CDC', title: 'Pregnant travelers' };
const rcogAir = { org: 'RCOG', title: 'Air travel and pregnancy (patient information)' };
const nhsSun = { org: 'NHS', title: 'Sunscreen and sun safety: babies and children' };

export const workTravelAnswers: AnswerEntryInput[] = [
  {
    id: 'preg-tell-employer',
    question: 'When do I have to tell my employer I am pregnant?',
    asked: [
      'when do i legally have to tell work and when is the earliest i can start maternity leave',
      'when do i legally have to tell work im pregnant',
      'when should i tell my boss im pregnant',
      'do i have to tell work im pregnant before 12 weeks',
      'how do i tell my manager im expecting',
      'deadline for telling employer about pregnancy',
      'when to tell work about pregnancy uk',
      'do i get paid time off for antenatal appointments',
      'does work have to let me go to my midwife appointments',
    ],
    topic: 'work-travel',
    stages: ['pregnant'],
    lead: 'In the UK you must tell your employer by the end of the 15th week before your due week (about 25 weeks pregnant), but you can tell them sooner. Many people wait until after the 12-week scan; your protections start once your employer knows.',
    points: [
      'Once told, your employer must do a risk assessment of your work and remove or reduce risks, such as heavy lifting, long hours on your feet, chemicals or night work. If night work is a risk to your health (your doctor or midwife can say so in a letter), your employer should offer suitable day work on the same terms, or suspend you on full pay if there is none.',
      'You have the right to paid time off for antenatal appointments, including antenatal classes your midwife or doctor recommends. Your partner can take unpaid time off for up to 2 of them.',
      'It is unlawful to dismiss you or treat you unfairly because you are pregnant.',
      'Tell them in writing when you want your maternity leave to start. They can ask for your MATB1 certificate, which your midwife or GP gives you from 20 weeks.',
      'US: no law says when you must tell, but once you ask, the Pregnant Workers Fairness Act gives you the right to reasonable changes at work, and FMLA may give up to 12 weeks of unpaid, job-protected leave.',
      'The earliest you can start maternity leave is 11 weeks before the week your baby is due (about 29 weeks pregnant).',
    ],
    whenToCall:
      'Tell your midwife if work is wearing you out or worrying you: they can write to your employer. Call your maternity unit straight away if you have any bleeding, fluid leaking or (from 24 weeks) your baby is moving less.',
    signs: ['vaginal-bleeding', 'waters-breaking', 'reduced-fetal-movement'],
    related: ['preg-work-rights', 'preg-maternity-pay', 'preg-work-maternity-leave'],
    sources: [
      govRights,
      govPay,
      acas,
      eeocPwfa,
      dolFmla,
      { org: 'HSE', title: 'Protecting pregnant workers and new mothers' },
    ],
  },
  {
    id: 'preg-work-rights',
    question: 'What are my rights at work when I am pregnant? Can I be sacked?',
    asked: [
      'can my boss sack me for being pregnant',
      'can i be made redundant while pregnant',
      'my employer is treating me differently since i told them im pregnant',
      'pregnancy discrimination at work what can i do',
      'what rights do i have at work when pregnant',
      'can they fire me for being pregnant',
      'do i have any rights at work, my manager is difficult about me going to antenatal appointments',
    ],
    topic: 'work-travel',
    stages: ['pregnant', 'postpartum'],
    lead: 'In the UK it is unlawful to dismiss you, choose you for redundancy or treat you unfairly because you are pregnant or on maternity leave. You are protected from the day you tell your employer until the end of your leave.',
    points: [
      'Your employer must assess the risks of your job for pregnancy. Changes can include rest breaks, a seat, or different duties or hours. If a risk cannot be removed, they must offer suitable other work on the same terms, or suspend you on full pay.',
      'You have the right to paid time off for antenatal appointments.',
      'During maternity leave your contract carries on: your holiday still builds up, and you have the right to return to your job.',
      'If there are redundancies, you must be offered any suitable other job first, from when you tell your employer until 18 months after the birth.',
      'Keep notes and emails, raise it with your employer in writing, and get free advice from Acas, Maternity Action or Citizens Advice. A claim to a tribunal usually has to start within 3 months less a day.',
      'US: the Pregnancy Discrimination Act and the Pregnant Workers Fairness Act protect you; the EEOC takes complaints.',
    ],
    whenToCall:
      'If stress at work is affecting your sleep or mood most days for two weeks or more, talk to your midwife or GP. Call your maternity unit straight away for any bleeding or, from 24 weeks, if your baby is moving less.',
    signs: ['vaginal-bleeding', 'reduced-fetal-movement'],
    related: ['preg-tell-employer', 'preg-maternity-pay'],
    sources: [
      govRights,
      acas,
      eeocPwfa,
      { org: 'Health and Safety Executive', title: 'New and expectant mothers at work' },
    ],
  },
  {
    id: 'preg-maternity-pay',
    question: 'What maternity pay will I get?',
    asked: [
      'how much is statutory maternity pay',
      'how much maternity pay will i get',
      'do i get paid on maternity leave',
      'am i entitled to smp',
      'maternity pay if im self employed',
      'what is maternity allowance',
      'how long do you get maternity pay for',
      'how does short term disability work for maternity',
      'when do i get my matb1',
    ],
    topic: 'work-travel',
    stages: ['pregnant', 'postpartum'],
    lead: 'In the UK, Statutory Maternity Pay (SMP) is paid for up to 39 weeks: 90% of your average weekly earnings for the first 6 weeks, then a set weekly rate (or 90% of your earnings if that is lower) for the next 33 weeks. If you do not qualify, you may get Maternity Allowance instead.',
    points: [
      'To get SMP you need to have worked for your employer for at least 26 weeks by the 15th week before your due week, and earn at least a set minimum amount. The current rates are on GOV.UK.',
      'Give your employer at least 28 days’ notice, with your MATB1 certificate (from 20 weeks).',
      'Maternity Allowance is for people who are self-employed, have changed job recently or earn less: claim it through Jobcentre Plus from 26 weeks pregnant.',
      'Your employer may pay more than the legal minimum: check your contract or staff handbook. Shared Parental Leave and Pay can let you and your partner share the leave.',
      'During your leave you can work up to 10 keeping-in-touch (KIT) days, if you and your employer agree, without losing your SMP or ending your leave. They are voluntary, and your pay for them is agreed with your employer.',
      'US: there is no national paid maternity leave. Some states and employers offer paid family leave, short-term disability insurance (if you have it) often pays part of your wage for about 6 to 8 weeks after the birth, and FMLA gives up to 12 weeks of unpaid, job-protected leave if you qualify.',
    ],
    whenToCall:
      'This is not a medical question, but if money worries are affecting your sleep or mood most days for two weeks or more, talk to your midwife, GP or health visitor.',
    related: ['preg-tell-employer', 'pp-maternity-leave', 'pp-partner-leave'],
    sources: [govPay, govAllowance, dolFmla],
  },
  {
    id: 'pp-flexible-working',
    question: 'Can I ask to work part time or flexibly after maternity leave?',
    asked: [
      'can i go back to work part time after maternity leave',
      'right to request flexible working after baby',
      'can my employer refuse flexible working',
      'can i change my hours when i go back to work',
    ],
    topic: 'work-travel',
    stages: ['postpartum', 'pregnant'],
    lead: 'In the UK, every employee has the right to ask for flexible working, such as part-time hours, different start times or working from home, from their first day in a job. Your employer must consider it fairly and can only say no for a sound business reason.',
    points: [
      'You can make 2 requests in any 12 months. Put it in writing, saying what you would like and when.',
      'Your employer must reply within 2 months, including any appeal, and talk it through with you before saying no.',
      'You have the right to return to the same job after up to 26 weeks of maternity leave, and to the same or a similar job after longer.',
      'You can also take unpaid parental leave: up to 18 weeks for each child before they are 18, usually no more than 4 weeks a year.',
      'US: there is no general right to flexible work, so ask your employer and check their policy.',
    ],
    whenToCall:
      'If worry about going back is affecting your mood most days for two weeks or more, talk to your GP or health visitor.',
    related: ['pp-return-to-work', 'feed-returning-to-work-breastfeeding'],
    sources: [govFlexible, govPay],
  },
  {
    id: 'pp-baby-passport',
    question: 'Does my baby need a passport to travel abroad?',
    asked: [
      'does a newborn need a passport',
      'baby passport how long does it take',
      'can my baby travel on my passport',
      'what documents does my baby need to fly abroad',
      'passport photo for a baby',
    ],
    topic: 'work-travel',
    stages: ['postpartum', 'pregnant'],
    lead: 'Yes: every baby needs their own passport to travel abroad, whatever their age. Apply as soon as you have registered the birth, as it can take several weeks.',
    points: [
      'A baby’s passport photo has the same rules as yours, but under 1 year their eyes do not have to be open and they do not need to look straight at the camera. Lay them on a plain white sheet.',
      'If only one parent is travelling with the baby, or you have different surnames, carry the birth certificate and a letter of consent from the other parent.',
      'Get travel insurance that covers your baby, and a UK Global Health Insurance Card (free) for Europe.',
      'Check the entry rules and health advice for where you are going, including any vaccines, at least 8 weeks before.',
      'Check your airline’s minimum age and what it allows for a baby seat, pram and milk.',
    ],
    whenToCall:
      'If your baby is under 3 months and has a temperature of 38 C (100.4 F) or higher, get urgent medical help at once, wherever you are.',
    signs: ['newborn-fever'],
    related: ['pp-travel-abroad-baby', 'pp-flying-with-newborn'],
    sources: [govPassport, nhsTravelBaby],
  },
  {
    id: 'pp-baby-holiday-heat-sun',
    question: 'Can I take my young baby somewhere hot on holiday?',
    asked: [
      'can i take my 3 month old to spain',
      'is it ok to take a newborn to a hot country',
      'holiday in the sun with a baby under 6 months',
      'how do i keep my baby safe in the heat abroad',
    ],
    topic: 'work-travel',
    stages: ['postpartum'],
    lead: 'Yes, with care. Babies under 6 months should be kept out of direct sunlight altogether, and young babies overheat easily, so plan for shade, cool rooms and plenty of feeds.',
    points: [
      'Keep your baby in the shade, especially between 11am and 3pm, in loose clothes that cover their arms and legs and a wide-brimmed hat.',
      'Do not cover the pram with a blanket or muslin: it traps heat. Use a clip-on parasol or sunshade that lets air through.',
      'Offer breastfeeds or formula more often. Breastfed babies under 6 months do not need water; formula-fed babies can have a little cooled boiled water too.',
      'Sunscreen (SPF 30 or more, with good UVA protection) is for babies over 6 months; under 6 months, shade and clothing come first.',
      'Your baby needs their own passport, travel insurance that covers them, and any vaccines advised for the country.',
      'Keep safe sleep going: on their back in a clear travel cot, with fewer layers in the heat.',
    ],
    whenToCall:
      'Get urgent medical help at once, wherever you are, if your baby is under 3 months and has a temperature of 38 C (100.4 F) or higher, or at any age if they are floppy or hard to wake or have had no wet nappy for 12 hours.',
    signs: ['newborn-fever', 'newborn-floppy-unresponsive', 'newborn-no-wet-nappy'],
    related: ['baby-sun-safety', 'baby-hot-weather', 'pp-baby-passport'],
    sources: [nhsSun, nhsTravelBaby],
  },
  {
    id: 'preg-travel-abroad',
    question: 'Is it safe to travel abroad when I am pregnant?',
    asked: [
      'camping in the bush far from a hospital, 32 weeks pregnant',
      'camping trip hours away from any hospital late in pregnancy, should i go',
      'holiday in a tropical country such as thailand, bali, fiji or mexico while pregnant',
      'is zika still a thing, we want to travel pregnant',
      'is zika still a risk for a holiday while pregnant',
      'we booked a holiday abroad before i got pregnant, can we still go',
      'babymoon somewhere tropical, what should i check',
      'what do i need to check before travelling overseas pregnant',
      'can i go on holiday abroad while pregnant',
      'best time to travel when pregnant',
      'babymoon abroad safe',
      'travel insurance when pregnant',
      'going abroad at 20 weeks pregnant',
    ],
    topic: 'work-travel',
    stages: ['pregnant'],
    lead: 'Usually yes. Many people find the middle of pregnancy, about 14 to 27 weeks, the most comfortable time to travel. Check your travel insurance covers pregnancy, take your maternity notes, and know where the nearest maternity care is.',
    points: [
      'Airlines usually ask for a letter from your midwife or doctor after 28 weeks, and most will not fly you after 36 weeks (32 weeks with twins).',
      'On long journeys, move around often, drink water and wear compression stockings to lower the chance of a blood clot.',
      'Avoid areas with Zika virus, and if you can, areas with malaria. Ask a travel clinic or your GP about vaccines at least 8 weeks before you go.',
      'In the UK, take your Global Health Insurance Card for Europe, and make sure your insurance covers an early birth and care for a newborn.',
      'Eat and drink safely: bottled or boiled water where tap water is not safe, and food that is cooked and steaming hot.',
      'Check current advice for where you are going (a travel clinic, the CDC or your country’s travel health advice) for Zika and other infections spread by mosquitoes. Insect repellents with DEET or picaridin are safe to use in pregnancy, with long sleeves and trousers.',
    ],
    weekNotes: [
      {
        stage: 'pregnant',
        weeks: { from: 28, to: 35 },
        text: 'You are past 28 weeks, so airlines may ask for a letter from your midwife or doctor saying you are fit to fly and giving your due date.',
      },
    ],
    whenToCall:
      'Call your midwife or doctor now if one leg becomes painful, swollen, red or warm during or after a journey. Get maternity care straight away, wherever you are, for any bleeding, your waters breaking or (from 24 weeks) your baby moving less.',
    signs: ['leg-clot-signs', 'vaginal-bleeding', 'waters-breaking', 'reduced-fetal-movement'],
    related: ['preg-flying', 'preg-travel-vaccines', 'preg-long-drives'],
    sources: [{ org: 'CDC', title: 'Zika virus: pregnant travelers' }, nhsTravelPreg, rcogAir, cdcTravelPreg],
  },
  {
    id: 'preg-travel-vaccines',
    question: 'Can I have travel vaccines when I am pregnant?',
    asked: [
      'travel vaccines while pregnant',
      'yellow fever vaccine pregnant',
      'hepatitis a jab before holiday pregnant',
      'zika virus pregnancy travel',
      'mosquitoes and bites on a trip while pregnant, malaria or dengue',
    ],
    topic: 'work-travel',
    stages: ['pregnant'],
    lead: 'Some travel vaccines are fine in pregnancy and some are not: vaccines that are not live, such as hepatitis A or tetanus, can usually be given, while live vaccines such as yellow fever are avoided unless the travel cannot wait. It is best to avoid malaria and Zika areas altogether.',
    points: [
      'See a travel clinic, pharmacist or your GP at least 8 weeks before you go, and tell them you are pregnant.',
      'Malaria is more dangerous in pregnancy, and some antimalarial tablets are not suitable: avoid malaria areas if you can, and if you must go, ask which tablets are safe and avoid bites.',
      'Zika virus can harm a baby’s development: the advice is not to travel to areas at risk while pregnant, and to use condoms for a while after your partner has been there.',
      'Insect repellent with DEET is safe in pregnancy. Cover up in the evenings and sleep under a treated net where needed.',
      'Pregnancy vaccines you are due (whooping cough, flu, RSV) go ahead as usual.',
    ],
    whenToCall:
      'Call your doctor now if you have a temperature of 38 C (100.4 F) or higher during or after travel to a malaria area, even weeks later, and say where you have been.',
    signs: ['fever'],
    related: ['preg-malaria-area', 'preg-travel-abroad', 'preg-vaccines-overview'],
    sources: [nhsTravelVaccines, nhsTravelPreg, cdcTravelPreg],
  },
  {
    id: 'preg-malaria-area',
    question: 'Is it safe to go to a malaria area when I am pregnant?',
    asked: [
      'going home to nigeria for a family wedding while pregnant, what about malaria',
      'my family say malaria is nothing because we all had it, is it different when pregnant',
      'can i go to a malaria country pregnant',
      'safari trip while pregnant malaria risk',
      'is malaria a worry if im pregnant and going to a game park',
      'pregnant and travelling to africa do i need malaria tablets',
      'malria tablets safe in pregnancy',
      'holiday somewhere with mosquitos when pregnant',
    ],
    topic: 'work-travel',
    stages: ['pregnant'],
    lead: 'The advice is to avoid travelling to a malaria area while you are pregnant if you can. Malaria is more severe in pregnancy, for you and your baby: it raises the chance of miscarriage, premature birth, a small baby and stillbirth.',
    points: [
      'Check whether where you are going is a malaria area, including game parks and safari areas, and at the time of year you go: ask a travel clinic or look it up (in the UK, TravelHealthPro or fitfortravel; in the US, the CDC’s travel pages).',
      'If the trip cannot wait, see a travel clinic or your GP at least 6 to 8 weeks before, and tell them you are pregnant. Some antimalarial tablets are not safe in pregnancy, so they will choose one that is.',
      'Avoid bites, especially from dusk to dawn: insect repellent with DEET is safe in pregnancy, wear long sleeves and trousers, and sleep under a mosquito net treated with insecticide or in a room with screens or air conditioning.',
      'Tablets and bite protection lower the risk a lot, but no method is complete, so keep both up for the whole trip.',
      'Travel insurance may not cover a pregnancy problem abroad, so check your policy before you book.',
      'If you will be over 28 weeks when you fly, airlines usually ask for a letter from your midwife or doctor with your due date, saying your pregnancy is going well. On a long flight, walk about, drink water and wear compression stockings to lower the risk of blood clots.',
    ],
    whenToCall:
      'Call your doctor now if you have a temperature of 38 C (100.4 F) or higher, or feel feverish or flu-like, during or after a trip to a malaria area, even weeks or months later, and say where you have been. Malaria needs treating quickly, especially in pregnancy.',
    signs: ['fever'],
    related: ['preg-travel-vaccines', 'preg-travel-abroad'],
    sources: [
      { org: 'NHS', title: 'Malaria' },
      nhsTravelPreg,
      cdcTravelPreg,
      { org: 'CDC', title: 'Malaria: information for travelers' },
      { org: 'WHO', title: 'Malaria: fact sheet' },
    ],
  },
];
