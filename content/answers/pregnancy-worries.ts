import type { AnswerEntryInput } from '../../src/core/contracts/answers.ts';

/**
 * Answer library, group "pregnancy worries": the questions of early and middle pregnancy the first groups did
 * not cover (a gap analysis of the library against NHS, ACOG and NICE pregnancy pages, iteration 4):
 * miscarriage and ectopic pregnancy, pregnancy after a loss, when to tell people, twins, long-term conditions,
 * age and IVF, cold sores, tattoos, foods people worry about, heat, sciatica, the placenta's position, finding
 * out the sex, full term and where to give birth. "When to call" lines follow shared/medical/warning-signs.md.
 */

const nhsMiscarriage = { org: 'NHS', title: 'Miscarriage' };
const nhsMiscarriageCauses = { org: 'NHS', title: 'Miscarriage: causes' };
const acogLoss = { org: 'ACOG', title: 'Early Pregnancy Loss' };
const niceEarly = {
  org: 'NICE',
  title: 'Ectopic pregnancy and miscarriage: diagnosis and initial management (NG126)',
};
const tommys = { org: "Tommy's", title: 'Pregnancy after loss' };
const miscarriageAssociation = { org: 'The Miscarriage Association', title: 'Pregnancy after a loss' };
const nhsEctopic = { org: 'NHS', title: 'Ectopic pregnancy' };
const nhsTwins = { org: 'NHS', title: 'Pregnant with twins' };
const niceTwins = { org: 'NICE', title: 'Twin and triplet pregnancy (NG137)' };
const nhsFolic = { org: 'NHS', title: 'Vitamins, supplements and nutrition in pregnancy' };
const nhsConditions = { org: 'NHS', title: 'Pregnancy and existing health conditions' };
const nhsOlder = { org: 'NHS', title: 'Pregnancy and age: having a baby later in life' };
const acogOlder = {
  org: 'ACOG',
  title: 'Having a Baby After Age 35: How Aging Affects Fertility and Pregnancy',
};
const nhsColdSores = { org: 'NHS', title: 'Cold sores' };
const nhsHerpes = { org: 'NHS', title: 'Genital herpes' };
const rcogHerpes = { org: 'RCOG', title: 'Genital herpes in pregnancy' };
const nhsFoods = { org: 'NHS', title: 'Foods to avoid in pregnancy' };
const acogNutrition = { org: 'ACOG', title: 'Nutrition During Pregnancy' };
const nhsHeat = { org: 'NHS', title: 'Heatwave: how to cope in hot weather' };
const nhsSciatica = { org: 'NHS', title: 'Sciatica' };
const rcogPgp = { org: 'RCOG', title: 'Pelvic girdle pain and pregnancy' };
const nhsPlacenta = { org: 'NHS', title: 'Low-lying placenta (placenta praevia)' };
const rcogPlacenta = { org: 'RCOG', title: 'A low-lying placenta (placenta praevia) after 20 weeks' };
const nhsAnomaly = { org: 'NHS', title: '20-week screening scan' };
const acogTerm = { org: 'ACOG', title: 'Definition of Term Pregnancy' };
const nhsWhere = { org: 'NHS', title: 'Where to give birth: the options' };
const niceIntrapartum = { org: 'NICE', title: 'Intrapartum care (NG235)' };
const nhsTellPeople = { org: 'NHS', title: 'Your pregnancy and baby guide: telling people' };
const govMaternity = { org: 'GOV.UK', title: 'Maternity pay and leave' };

export const pregnancyWorriesAnswers: AnswerEntryInput[] = [
  {
    id: 'preg-miscarriage-signs',
    question: 'What are the signs of a miscarriage, and what should I do?',
    asked: [
      'signs of miscarriage',
      'how do i know if im having a miscarriage',
      'am i miscarrying',
      'symptoms of a misscarriage',
      'bleeding and cramps could it be a miscarriage',
    ],
    topic: 'pregnancy-symptoms',
    stages: ['pregnant'],
    pregnancyWeeks: { from: 3, to: 23 },
    lead: 'The main signs of a miscarriage are bleeding from your vagina and cramping or pain in your lower tummy. Light bleeding is common in early pregnancy and often settles, but any bleeding should be checked.',
    points: [
      'Bleeding can range from brown spotting to heavier red bleeding with clots; some people pass fluid or tissue.',
      'Cramping like period pain, or a dull ache low in your back, can come with it.',
      'Symptoms such as sickness or sore breasts can fade, though they also ease on their own in many healthy pregnancies.',
      'Call your midwife, GP or early pregnancy unit (in the US, your OB) for any bleeding: they may arrange a scan to see what is happening.',
      'If it is a miscarriage, it is not your fault: most happen because the baby did not develop normally, and nothing you did caused it.',
    ],
    weekNotes: [
      {
        stage: 'pregnant',
        weeks: { from: 3, to: 13 },
        text: 'Before 13 weeks, pain on one side with dizziness or shoulder-tip pain can mean an ectopic pregnancy: that is an emergency.',
      },
    ],
    whenToCall:
      'Call your midwife, doctor or early pregnancy unit now if you have any bleeding from your vagina. Call emergency services now for heavy bleeding or passing clots, severe constant belly pain, or one-sided pain with dizziness, fainting or shoulder-tip pain.',
    signs: ['vaginal-bleeding', 'heavy-bleeding', 'severe-abdominal-pain', 'ectopic-signs'],
    related: ['preg-miscarriage-chances', 'preg-early-spotting', 'preg-ectopic'],
    sources: [nhsMiscarriage, acogLoss, niceEarly],
  },
  {
    id: 'preg-miscarriage-chances',
    question: 'How common is miscarriage, and can anything I do cause it?',
    asked: [
      'what are the chances of miscarriage',
      'can stress cause a miscarriage',
      'miscarriage risk by week',
      'when does the risk of miscarriage go down',
      'can lifting or exercise cause miscarriage',
      'im so scared of miscarrying',
    ],
    topic: 'pregnancy-symptoms',
    stages: ['pregnant'],
    pregnancyWeeks: { from: 3, to: 23 },
    lead: 'Miscarriage is common: about 1 in 8 known pregnancies ends in miscarriage, most in the first 12 weeks. Most are caused by a problem with the baby’s chromosomes, not by anything you did.',
    points: [
      'The chance falls as pregnancy goes on, and it is much lower once you are past 12 weeks.',
      'Stress, a shock, exercise, lifting, working, sex, flying and spicy food do not cause miscarriage. On a long flight (over about 4 hours), walk about the cabin, drink plenty of water and wear compression stockings to lower the chance of a blood clot (DVT).',
      'Things that do raise the chance include smoking, drinking alcohol, using drugs, being older (especially over 40) and some health conditions, so looking after yourself still matters.',
      'After three miscarriages in a row, you can be referred for tests to look for a cause.',
      'Worry is very common in early pregnancy. Talking to your midwife, or a charity such as Tommy’s or the Miscarriage Association, can help.',
    ],
    weekNotes: [
      {
        stage: 'pregnant',
        weeks: { from: 13, to: 23 },
        text: 'You are past 12 weeks: the chance of miscarriage is now much lower.',
      },
    ],
    whenToCall:
      'Call your midwife, doctor or early pregnancy unit now if you have any bleeding from your vagina. Call emergency services now for heavy bleeding, severe constant belly pain, or one-sided pain with dizziness or shoulder-tip pain.',
    signs: ['vaginal-bleeding', 'heavy-bleeding', 'severe-abdominal-pain', 'ectopic-signs'],
    related: ['preg-miscarriage-signs', 'preg-after-loss', 'preg-telling-people'],
    sources: [
      nhsMiscarriage,
      nhsMiscarriageCauses,
      acogLoss,
      { org: 'NHS', title: 'Travelling in pregnancy' },
    ],
  },
  {
    id: 'preg-after-loss',
    question: 'I had a miscarriage before. How do I cope with the worry in this pregnancy?',
    asked: [
      'pregnant after miscarriage so anxious',
      'rainbow baby scared something will go wrong',
      'had a loss before how do i stop worrying',
      'can i have an early scan after a previous miscarriage',
      'pregnant again after stillbirth',
      'so anxious after a loss i cant enjoy this pregnancy will it get better',
    ],
    topic: 'mental-health',
    stages: ['pregnant'],
    lead: 'Feeling anxious in a pregnancy after a loss is very common and understandable. Tell your midwife or doctor early about your loss, so they can offer extra support and, often, an early reassurance scan.',
    points: [
      'Most people who have had one miscarriage go on to have a healthy pregnancy next time.',
      'Ask whether you can be seen by an early pregnancy unit, or have an early scan; if you bleed and have miscarried before, medicine (progesterone) may be offered.',
      'After three or more miscarriages, or a loss later in pregnancy, you may be offered specialist care.',
      'It is normal to feel hope and fear at once, and to find milestones like scans hard. Many find it helps to take one step at a time.',
      'Support from Tommy’s, the Miscarriage Association or Sands (after a stillbirth or baby death) is free, and your midwife can refer you for talking therapy.',
    ],
    whenToCall:
      'Call your midwife, doctor or early pregnancy unit now if you have any bleeding from your vagina. If worry is with you most days for two weeks or more, tell your midwife or doctor. If you have thoughts of harming yourself, call emergency services now.',
    signs: ['vaginal-bleeding', 'persistent-low-mood', 'self-harm-thoughts'],
    related: ['preg-miscarriage-chances', 'preg-mood-anxiety'],
    sources: [tommys, miscarriageAssociation, niceEarly],
  },
  {
    id: 'preg-ectopic',
    question: 'What is an ectopic pregnancy, and what are the signs?',
    asked: [
      'what is an ectopic pregnancy',
      'signs of ectopic pregnancy',
      'pain on one side early pregnancy ectopic',
      'shoulder tip pain pregnant',
      'how do they know its not ectopic',
    ],
    topic: 'pregnancy-symptoms',
    stages: ['pregnant'],
    pregnancyWeeks: { from: 3, to: 13 },
    lead: 'An ectopic pregnancy is one that grows outside the womb, usually in a fallopian tube. It cannot continue, and it can cause dangerous internal bleeding, so its signs need help straight away.',
    points: [
      'It affects about 1 in 90 pregnancies and usually shows between 4 and 12 weeks.',
      'Signs include pain low on one side of your tummy, vaginal bleeding or brown watery discharge, pain at the tip of your shoulder, and discomfort when peeing or pooing.',
      'Feeling dizzy, faint, very pale or sick with the pain can mean bleeding inside: that is an emergency.',
      'An early scan and blood tests show where the pregnancy is. It is treated with medicine or an operation.',
      'A previous ectopic pregnancy, a past pelvic infection, tube surgery, or getting pregnant with a coil in place raise the chance. Tell your midwife or GP if any apply.',
    ],
    whenToCall:
      'Call emergency services now for one-sided pain or shoulder-tip pain with dizziness, fainting or feeling very unwell, or for heavy bleeding or severe constant belly pain. Call your doctor, midwife or early pregnancy unit now for any other bleeding or pain on one side.',
    signs: ['ectopic-signs', 'heavy-bleeding', 'severe-abdominal-pain', 'vaginal-bleeding'],
    related: ['preg-early-cramps', 'preg-miscarriage-signs'],
    sources: [nhsEctopic, niceEarly, { org: 'ACOG', title: 'Ectopic Pregnancy' }],
  },
  {
    id: 'preg-telling-people',
    question: 'When should I tell people I am pregnant?',
    asked: [
      'when is it safe to tell people im pregnant',
      'should i wait until 12 weeks to tell family',
      'when do most people announce pregnancy',
      'when to tell friends about pregnancy',
    ],
    topic: 'partners-family',
    stages: ['pregnant'],
    pregnancyWeeks: { from: 3, to: 20 },
    lead: 'It is your choice. Many people wait until after the 12-week scan, when the chance of miscarriage is lower, but telling one or two people close to you earlier can mean support if you need it.',
    points: [
      'Tell your midwife or GP (in the US, your OB) as soon as you know, so your care can start.',
      'At work in the UK, you must tell your employer by the 15th week before your due date, but telling them earlier means your rights to paid time off for appointments and a risk assessment start sooner.',
      'If you are very sick or tired in the first weeks, telling your manager early can help them support you.',
      'There is no right way to tell family: some share at the 12-week scan, some after the 20-week scan, some straight away.',
    ],
    weekNotes: [
      {
        stage: 'pregnant',
        weeks: { from: 12, to: 20 },
        text: 'You have reached the point, after the 12-week scan, when many people choose to share their news.',
      },
    ],
    whenToCall:
      'Call your midwife, doctor or early pregnancy unit now if you have any bleeding from your vagina. Call emergency services now for heavy bleeding or severe constant belly pain.',
    signs: ['vaginal-bleeding', 'heavy-bleeding', 'severe-abdominal-pain'],
    related: ['preg-tell-employer', 'preg-booking-appointment'],
    sources: [nhsTellPeople, govMaternity],
  },
  {
    id: 'preg-symptoms-stopped',
    question: 'My pregnancy symptoms have suddenly stopped. Is something wrong?',
    asked: [
      'i dont feel pregnant anymore',
      'morning sickness stopped suddenly should i worry',
      'pregnancy symptoms gone at 10 weeks',
      'sore boobs stopped is that bad',
      'lost all symptoms early pregnancy',
    ],
    topic: 'pregnancy-symptoms',
    stages: ['pregnant'],
    pregnancyWeeks: { from: 4, to: 16 },
    lead: 'Usually not. Symptoms like sickness and sore breasts often come and go, and they ease for many people between about 10 and 14 weeks as hormone levels settle. Symptoms fading on their own is rarely a sign of a problem.',
    points: [
      'Many people have good days and bad days in the first trimester.',
      'A pregnancy can be going well with very few symptoms at all: every pregnancy is different, and little or no sickness is not a sign that something is wrong.',
      'Miscarriage usually shows with bleeding or cramping pain, not only with symptoms going away.',
      'If the worry will not settle, tell your midwife or GP. They can talk it through, and an early pregnancy unit can see you if there is bleeding or pain.',
    ],
    whenToCall:
      'Call your midwife, doctor or early pregnancy unit now if you have any bleeding from your vagina or cramping pain. Call emergency services now for heavy bleeding or severe constant belly pain.',
    signs: ['vaginal-bleeding', 'heavy-bleeding', 'severe-abdominal-pain'],
    related: ['preg-miscarriage-signs', 'preg-morning-sickness'],
    sources: [nhsMiscarriage, { org: 'NHS', title: 'Signs and symptoms of pregnancy' }],
  },
  {
    id: 'preg-twins',
    question: 'I am expecting twins. What is different about a twin pregnancy?',
    asked: [
      'pregnant with twins what to expect',
      'how do you find out its twins',
      'can i find out if its twins',
      'twin pregnancy extra scans',
      'when are twins usually born',
    ],
    topic: 'antenatal-care',
    stages: ['pregnant'],
    lead: 'Twins are usually found at the dating scan around 12 weeks. A twin pregnancy is watched more closely, with more appointments and scans, because some problems are more common.',
    points: [
      'Whether your twins share a placenta (found at the early scan) decides how often you are scanned: twins sharing a placenta are scanned every 2 weeks from 16 weeks.',
      'Sickness, tiredness, heartburn and backache are often stronger, and you may be offered extra iron and advice on low-dose aspirin.',
      'Anaemia, pre-eclampsia, gestational diabetes and early birth are more common, so keep every appointment and report symptoms early.',
      'Many twins are born early: your team will talk with you about the timing and way of birth, often planning it for around 36 to 37 weeks.',
      'Twins Trust offers support, and you can breastfeed twins.',
    ],
    whenToCall:
      'Call your midwife or maternity unit now for any bleeding, fluid leaking, a bad headache or vision changes, or, from 20 weeks, painful regular tightenings. Call emergency services now for heavy bleeding or severe constant belly pain.',
    signs: [
      'vaginal-bleeding',
      'waters-breaking',
      'severe-headache',
      'vision-changes',
      'heavy-bleeding',
      'severe-abdominal-pain',
    ],
    related: ['feed-breastfeeding-twins', 'preg-scans-when'],
    sources: [nhsTwins, niceTwins, { org: 'Twins Trust', title: 'Pregnancy and birth' }],
  },
  {
    id: 'preg-long-term-condition',
    question:
      'I have a long-term condition like diabetes, epilepsy or asthma. What should I do now I am pregnant?',
    asked: [
      'i have diabetes and im pregnant what do i need to know',
      'pregnant with epilepsy',
      'i have a thyroid problem and just found out im pregnant',
      'should i keep taking my medication now im pregnant',
      'high dose folic acid who needs it',
      'pregnant with asthma is my inhaler safe',
    ],
    topic: 'antenatal-care',
    stages: ['pregnant'],
    lead: 'Tell your GP or specialist and your midwife as soon as you know you are pregnant, and do not stop any regular medicine suddenly without advice. Many conditions need a change of plan in pregnancy, and early care helps you and your baby.',
    points: [
      'Some people need a higher dose of folic acid, 5 mg a day on prescription, instead of 400 micrograms: those with diabetes, those taking epilepsy medicine, a BMI of 30 or more, sickle cell disease or thalassaemia, or a past pregnancy affected by a neural tube defect.',
      'With diabetes, good blood sugar control matters from the start: you will usually see a specialist diabetes and pregnancy team.',
      'With epilepsy, keep taking your medicine and ask for an urgent review: some medicines are changed, and the dose of others may need adjusting.',
      'Asthma inhalers, most thyroid medicines and many others are safe and important to keep taking; your doctor or pharmacist can check yours.',
      'You may be offered extra scans and care with a consultant-led team, and low-dose aspirin if your condition raises the chance of pre-eclampsia.',
    ],
    whenToCall:
      'Call emergency services now for a seizure, chest pain or trouble breathing. Call your midwife or doctor now if you are vomiting and cannot keep fluids or your medicines down, or for any bleeding from your vagina.',
    signs: ['seizure', 'chest-pain-breathing', 'severe-vomiting', 'vaginal-bleeding'],
    related: ['preg-folic-acid', 'preg-aspirin', 'preg-gestational-diabetes'],
    sources: [
      nhsConditions,
      nhsFolic,
      { org: 'NICE', title: 'Diabetes in pregnancy (NG3)' },
      { org: 'NICE', title: 'Epilepsies in children, young people and adults (NG217)' },
    ],
  },
  {
    id: 'preg-older-ivf',
    question: 'I am over 35, or I conceived with IVF. Is my pregnancy higher risk?',
    asked: [
      'pregnant at 40 what extra checks',
      'geriatric pregnancy risks',
      'ivf pregnancy is it higher risk',
      'pregnant over 35 what is different',
      'advanced maternal age',
    ],
    topic: 'antenatal-care',
    stages: ['pregnant'],
    lead: 'Most people who are older or conceived with IVF have healthy pregnancies and babies. The chance of some complications is a little higher, so you may be offered extra checks.',
    points: [
      'From about 35, and more from 40, conditions such as gestational diabetes, high blood pressure, pre-eclampsia and miscarriage are more common.',
      'The chance of a chromosome condition such as Down’s syndrome rises with age. Screening is offered to everyone, and you can choose whether to have it.',
      'You may be offered extra growth scans later in pregnancy, low-dose aspirin if you have other risk factors, and a talk about the timing of your baby’s birth.',
      'After IVF you usually have an early scan, and twins are more likely if more than one embryo was transferred.',
      'Keeping active, eating well, taking folic acid and vitamin D, not smoking and going to every appointment help most.',
    ],
    whenToCall:
      'Call your midwife or maternity unit now for any bleeding, a bad headache, vision changes, or, from 24 weeks, your baby moving less. Call emergency services now for heavy bleeding or severe constant belly pain.',
    signs: [
      'vaginal-bleeding',
      'severe-headache',
      'vision-changes',
      'heavy-bleeding',
      'severe-abdominal-pain',
    ],
    related: ['preg-screening-tests', 'preg-aspirin'],
    sources: [nhsOlder, acogOlder, { org: 'NICE', title: 'Antenatal care (NG201)' }],
  },
  {
    id: 'preg-cold-sores-herpes',
    question: 'I have a cold sore (or herpes). Can it harm my baby?',
    asked: [
      'cold sore while pregnant will it hurt the baby',
      'i have a cold sore on my lip pregnant',
      'genital herpes pregnant',
      'can i use cold sore cream pregnant',
      'herpes outbreak in pregnancy',
    ],
    topic: 'pregnancy-medicines-safety',
    stages: ['pregnant'],
    lead: 'A cold sore on your lip does not harm your baby in the womb. Genital herpes is different: tell your midwife, especially if it is your first outbreak late in pregnancy.',
    points: [
      'Cold sores are caused by the herpes simplex virus, which most people carry; an outbreak in pregnancy is common.',
      'Wash your hands after touching the sore, and do not share cups or towels. A pharmacist can advise on cold sore creams: aciclovir is not known to harm a baby in the womb.',
      'If you have had genital herpes before, the risk to your baby is low; you may be offered tablets from 36 weeks to prevent an outbreak at the birth.',
      'A first outbreak of genital herpes in the last 6 weeks of pregnancy carries more risk for the baby: a caesarean birth is usually advised.',
      'After the birth, nobody with a cold sore should kiss your baby: herpes can make a newborn very ill.',
    ],
    whenToCall:
      'Tell your midwife or doctor about any genital sores or blisters now, rather than waiting. Call them now if you have a temperature of 38 C (100.4 F) or higher.',
    signs: ['fever'],
    related: ['pp-kissing-baby'],
    sources: [
      nhsColdSores,
      nhsHerpes,
      rcogHerpes,
      { org: 'UKTIS / BUMPS', title: 'Best Use of Medicines in Pregnancy' },
    ],
  },
  {
    id: 'preg-tattoos-piercings',
    question: 'Can I get a tattoo or piercing when I am pregnant?',
    asked: [
      'can i get a tattoo while pregnant',
      'pregnant belly button piercing what do i do',
      'tattoo on my lower back can i still have an epidural',
      'can i get my ears pierced pregnant',
      'nipple piercing and breastfeeding',
    ],
    topic: 'pregnancy-medicines-safety',
    stages: ['pregnant'],
    lead: 'It is best to wait until after your baby is born. A new tattoo or piercing carries a risk of infection, including hepatitis B, hepatitis C and HIV if equipment is not sterile, and your skin heals less predictably in pregnancy.',
    points: [
      'Tattoos you already have are fine, including on your bump or lower back.',
      'An epidural can usually still be given through a lower-back tattoo; tell the anaesthetist, who may place the needle through un-inked skin.',
      'A belly button piercing can be uncomfortable as your bump grows: many people swap it for a flexible pregnancy bar or take it out.',
      'Take out nipple piercings before breastfeeding: jewellery can hurt your baby’s mouth or be a choking risk.',
    ],
    whenToCall:
      'Call your midwife or doctor now if a tattoo or piercing becomes red, hot, swollen or oozing, or you have a temperature of 38 C (100.4 F) or higher.',
    signs: ['fever'],
    sources: [
      { org: 'NHS', title: 'Hepatitis C: causes' },
      { org: 'OAA', title: 'Epidural information card' },
      { org: 'La Leche League International', title: 'Breastfeeding with nipple piercings' },
    ],
  },
  {
    id: 'preg-foods-people-worry-about',
    question: 'Can I eat pineapple, spicy food, mayonnaise or peanut butter when I am pregnant?',
    asked: [
      'does drinking saffron milk make the baby fair',
      'can i eat pineapple pregnant',
      'is it true papaya can cause a miscarriage',
      'is papaya safe in pregnancy',
      'is mayonnaise ok in pregnancy',
      'can i have a takeaway curry pregnant',
      'is paneer ok in pregnancy, and milk straight from the farm',
      'can i eat chaat or golgappa from a street stall when pregnant',
      'is hummus safe when pregnant',
      'can i eat ice cream pregnant',
      'is spicy food bad for the baby',
    ],
    topic: 'pregnancy-food-drink',
    stages: ['pregnant'],
    lead: 'Yes: pineapple, spicy food and curry, shop-bought mayonnaise, hummus, peanut butter and shop-bought ice cream are all fine in pregnancy. The foods to avoid are a short list: mostly unpasteurised or undercooked ones.',
    points: [
      'Pineapple in normal amounts is safe: it does not cause miscarriage or bring on labour. No food or drink, saffron milk included, changes your baby’s skin colour: that comes from their genes.',
      'Ripe papaya is fine too. Unripe (green) papaya, as in some salads, is best avoided, because its latex may set off contractions.',
      'Spicy food and curry are safe for your baby, though they can make heartburn worse.',
      'Shop-bought mayonnaise, dressings and ice cream are made with pasteurised egg, so they are fine. Homemade ones with raw egg are fine in the UK only with British Lion eggs; elsewhere, avoid raw egg.',
      'Avoid unpasteurised (raw) milk, such as milk fresh from a farm or dairy, and soft cheeses made from it: they can carry listeria. Paneer made from pasteurised milk is fine. Also avoid pâté, liver, raw or undercooked meat and shellfish, and cold cured meats unless cooked until steaming hot.',
      'Takeaways and street food are fine when freshly cooked and steaming hot all the way through; wash fruit and salad well. Keep takeaway leftovers in the fridge and eat them within 2 days (cooked rice within a day), heated until steaming hot.',
    ],
    whenToCall:
      'Call your midwife or doctor now if you have a temperature of 38 C (100.4 F) or higher, or are vomiting and cannot keep fluids down, after eating something.',
    signs: ['fever', 'severe-vomiting'],
    related: ['preg-foods-to-avoid', 'preg-eggs', 'preg-heartburn'],
    sources: [
      nhsFoods,
      acogNutrition,
      { org: 'Food Standards Agency', title: 'Eggs: advice on eating eggs' },
      { org: 'CDC', title: 'Listeria (Listeriosis)' },
    ],
  },
  {
    id: 'preg-feeling-hot',
    question: 'Why do I feel so hot and sweaty in pregnancy, and how do I cope in hot weather?',
    asked: [
      'always hot and sweaty pregnant',
      'pregnant in a heatwave',
      'how to stay cool when pregnant',
      'night sweats in pregnancy',
      'is the heat bad for the baby',
    ],
    topic: 'pregnancy-symptoms',
    stages: ['pregnant'],
    lead: 'Feeling hot is common in pregnancy: more blood is flowing round your body and your metabolism is working harder. In hot weather, take extra care to stay cool and drink plenty.',
    points: [
      'Drink water regularly through the day; pale yellow pee is a good sign you are drinking enough.',
      'Stay out of the sun between 11 am and 3 pm, rest in the shade, and wear loose, light clothing.',
      'A cool (not cold) shower, a fan, or a damp flannel on your neck helps.',
      'Avoid hard exercise in the heat, and hot tubs and saunas at any time in pregnancy.',
      'Use sunscreen: pregnancy makes skin more likely to darken in the sun.',
    ],
    whenToCall:
      'Call your midwife or doctor now if you feel dizzy or faint, have a temperature of 38 C (100.4 F) or higher, or a severe headache. Call emergency services now if someone is confused or collapses in the heat.',
    signs: ['dizziness-fainting', 'fever', 'severe-headache'],
    related: ['preg-hot-tubs-saunas', 'preg-water'],
    sources: [nhsHeat, { org: 'NHS', title: 'Common symptoms in pregnancy' }],
  },
  {
    id: 'preg-sciatica-hip-pain',
    question: 'I have sciatica or hip pain in pregnancy. What helps?',
    asked: [
      'sciatica pain down my leg pregnant',
      'hip pain at night when lying on my side pregnant',
      'shooting pain in my bum and leg pregnancy',
      'hips ache in bed pregnant',
      'nerve pain down the back of my leg',
    ],
    topic: 'pregnancy-symptoms',
    stages: ['pregnant'],
    lead: 'Hip pain and sciatica (pain shooting from your bottom down the back of your leg) are common in pregnancy, as your joints loosen and your posture changes. They usually ease after the birth, and there is a lot that helps now.',
    points: [
      'At night, lie on your side with a pillow between your knees and ankles; a pillow under your bump helps too.',
      'Keep gently active: walking, swimming and pregnancy yoga often ease it. Avoid standing on one leg, twisting and heavy lifting.',
      'A warm (not hot) pack and paracetamol (acetaminophen) can help. Avoid ibuprofen in pregnancy unless a doctor advises it.',
      'Ask your midwife or GP for a referral to a physiotherapist, who can show you exercises and support belts.',
    ],
    whenToCall:
      'Call emergency services or go to A&E now if you have numbness around your bottom or genitals, cannot pee or control your bladder or bowels, or weakness in both legs. Before 37 weeks, back or hip pain that comes and goes regularly, like contractions, needs a call to your maternity unit now.',
    signs: ['preterm-contractions'],
    related: ['preg-back-pain', 'preg-pelvic-girdle-pain'],
    sources: [nhsSciatica, rcogPgp, { org: 'NHS', title: 'Back pain in pregnancy' }],
  },
  {
    id: 'preg-low-lying-placenta',
    question: 'My scan showed a low-lying placenta. What does that mean?',
    asked: [
      'what is a low lying placenta',
      'placenta praevia what happens',
      'low placenta at 20 week scan',
      'will my placenta move up',
      'anterior placenta what does it mean',
    ],
    topic: 'antenatal-care',
    stages: ['pregnant'],
    pregnancyWeeks: { from: 18, to: 42 },
    lead: 'It means your placenta is near or over the neck of your womb (cervix). Most placentas move up as the womb grows, so you will have another scan, usually at about 32 weeks, to check.',
    points: [
      'If it is still low later in pregnancy, it can bleed, and a caesarean may be needed to birth your baby safely; your team will plan this with you.',
      'Bleeding from a low-lying placenta is usually painless, so call about any bleeding, even if it does not hurt.',
      'Until the next scan you may be advised to avoid sex that involves penetration; ask your midwife.',
      'An anterior placenta is different: it just means the placenta is on the front wall of your womb. It is normal, though you may feel kicks a little later and a little less.',
    ],
    weekNotes: [
      {
        stage: 'pregnant',
        weeks: { from: 32, to: 42 },
        text: 'You are at or past 32 weeks: if you have not had a scan to recheck your placenta, ask your midwife about it.',
      },
    ],
    whenToCall:
      'Call your maternity unit now for any bleeding from your vagina, even a little and even without pain. Call emergency services now for heavy bleeding or severe constant belly pain.',
    signs: ['vaginal-bleeding', 'heavy-bleeding', 'severe-abdominal-pain'],
    related: ['preg-anomaly-scan', 'preg-bleeding-later'],
    sources: [nhsPlacenta, rcogPlacenta],
  },
  {
    id: 'preg-finding-out-sex',
    question: 'When can I find out if my baby is a boy or a girl?',
    asked: [
      'when will i find out the gender',
      'can you tell the sex at the 20 week scan',
      'gender scan when',
      'can a blood test tell the sex of the baby',
      'how accurate is the gender at the scan',
    ],
    topic: 'antenatal-care',
    stages: ['pregnant'],
    lead: 'The sex can often be seen at the anomaly scan at about 18 to 21 weeks. Some hospitals do not say it as a policy, so ask at the start of the scan if you want to know.',
    points: [
      'The sonographer cannot always be sure: it depends on your baby’s position, and it is not 100% accurate.',
      'A NIPT blood test, from about 10 weeks, can also show the sex. It is usually done privately in the UK; in the US it is often part of screening.',
      'Private gender scans are offered from about 16 weeks; they are not part of your NHS care.',
      'It is fine not to find out, or to keep it a surprise from others.',
      'In India, telling parents the sex of their baby before birth is illegal under the PCPNDT Act, so the doctor will not tell you.',
    ],
    whenToCall:
      'Call your midwife or maternity unit now for any bleeding from your vagina or fluid leaking. Call emergency services now for heavy bleeding or severe constant belly pain.',
    signs: ['vaginal-bleeding', 'waters-breaking', 'heavy-bleeding', 'severe-abdominal-pain'],
    related: ['preg-anomaly-scan', 'preg-nipt'],
    sources: [
      {
        org: 'Government of India',
        title: 'Pre-Conception and Pre-Natal Diagnostic Techniques (PCPNDT) Act, 1994',
      },
      nhsAnomaly,
      { org: 'ACOG', title: 'Prenatal Genetic Screening Tests' },
    ],
  },
  {
    id: 'preg-baby-monitoring-tests',
    question: 'What are a CTG, non-stress test or biophysical profile, and why would I have one?',
    asked: [
      'what is a non stress test',
      'what is a biophysical profile',
      'what is a ctg in pregnancy',
      'why do they put the belts on my bump',
      'monitoring the baby heartbeat at the hospital',
    ],
    topic: 'antenatal-care',
    stages: ['pregnant'],
    pregnancyWeeks: { from: 24, to: 42 },
    lead: 'They are checks on how your baby is doing. A CTG (called a non-stress test in the US) records your baby’s heartbeat and your womb’s tightenings through two belts on your bump, usually for 20 to 40 minutes; a biophysical profile adds an ultrasound scan.',
    points: [
      'They are offered when your baby is moving less, you are past your due date, or you have a condition such as diabetes or high blood pressure, or your baby is measuring small.',
      'A healthy trace shows your baby’s heart rate rising when they move. A sleepy baby can take longer to show this, so the trace may be run for longer.',
      'A biophysical profile looks at your baby’s breathing movements, body movements, muscle tone and the fluid around them, alongside the heart rate.',
      'If anything is unclear you may have more monitoring, a scan of blood flow, or a talk about your baby being born sooner.',
      'Do not rely on a home doppler to check your baby: hearing a heartbeat does not show that your baby is well.',
    ],
    whenToCall:
      'Call your maternity unit now, day or night, if your baby is moving less than usual: do not wait until the next day. Call emergency services now for reduced movements with pain or bleeding.',
    signs: ['reduced-fetal-movement', 'reduced-movement-with-pain-or-bleeding'],
    related: ['preg-reduced-movements', 'preg-overdue'],
    sources: [
      { org: 'NHS', title: 'Your baby’s movements' },
      { org: 'ACOG', title: 'Special Tests for Monitoring Fetal Well-Being' },
      { org: 'NICE', title: 'Fetal monitoring in labour (NG229)' },
    ],
  },
  {
    id: 'preg-birth-weight',
    question: 'How big will my baby be at birth?',
    asked: [
      'how much should my baby weigh at birth',
      'average birth weight',
      'my scan says my baby is big',
      'how accurate are baby weight estimates on scans',
    ],
    topic: 'antenatal-care',
    stages: ['pregnant'],
    pregnancyWeeks: { from: 20, to: 42 },
    lead: 'A baby born at full term weighs around 3.5 kg (about 7.5 lb) on average, but healthy babies vary a lot, from about 2.5 kg to over 4 kg.',
    points: [
      'Your midwife measures your bump from 24 weeks to check your baby is growing steadily; a growth scan is offered if the measurement is small, big or not growing as expected.',
      'Weight estimates from scans are only a guide and can be out by several hundred grams either way.',
      'Your own build, your baby’s sex, diabetes and smoking all affect birth weight.',
      'If your baby is expected to be very big or small, your team will talk with you about the timing and way of birth.',
      'Most first babies are born vaginally: a first baby, or a big estimate on a scan, does not automatically mean a caesarean. A caesarean is decided for medical reasons, such as your baby’s position, the placenta, or how labour progresses.',
    ],
    whenToCall:
      'From 24 weeks, call your maternity unit now if your baby is moving less than usual: do not wait until the next day.',
    signs: ['reduced-fetal-movement'],
    related: ['preg-bump-measuring', 'preg-baby-monitoring-tests'],
    sources: [
      { org: 'NHS', title: 'Your baby’s weight and height' },
      { org: 'RCOG', title: 'Small for gestational age baby' },
    ],
  },
  {
    id: 'preg-mental-health-history',
    question: 'I have had depression or anxiety before. Will it come back in pregnancy?',
    asked: [
      'had pnd after my first, should i tell my midwife this time',
      'midwife asked about my mood at booking but i brushed it off, should i say something',
      'i was depressed before pregnancy will it come back',
      'history of anxiety and pregnant',
      'can i keep seeing my therapist while pregnant',
      'bipolar and pregnant what do i need to know',
      'i had postnatal depression last time',
    ],
    topic: 'mental-health',
    stages: ['pregnant'],
    lead: 'Not necessarily: having had it before makes it more likely to return in pregnancy or after the birth, but it is not certain, and many people stay well, so tell your midwife or doctor about it early: early support and treatment help. Planning ahead, with support in place, makes a real difference.',
    points: [
      'Do not stop any mental health medicine suddenly: talk to your GP or psychiatrist about what is right for you in pregnancy.',
      'Keep up any therapy you find helpful; talking therapies are safe in pregnancy, and in England you can refer yourself to NHS Talking Therapies.',
      'If you have had a severe illness, such as bipolar disorder, postpartum psychosis or severe postnatal depression, ask for a referral to a specialist perinatal mental health team and a plan for after the birth.',
      'Tell the people close to you what your early warning signs are, so they can notice them too.',
      'Sleep, food, rest and help with the baby in the first weeks all protect your mental health.',
    ],
    whenToCall:
      'Tell your midwife or doctor if you have felt low or anxious most days for two weeks or more. Call emergency services now if you have thoughts of harming yourself or your baby. In the US, the National Maternal Mental Health Hotline is free, by call or text, 24/7, on 1-833-852-6262.',
    signs: ['persistent-low-mood', 'self-harm-thoughts'],
    related: ['preg-mood-anxiety', 'preg-antidepressants'],
    sources: [
      { org: 'HRSA', title: 'National Maternal Mental Health Hotline' },
      { org: 'NICE', title: 'Antenatal and postnatal mental health (CG192)' },
      { org: 'NHS', title: 'Mental health in pregnancy' },
      { org: 'Action on Postpartum Psychosis', title: 'Planning pregnancy with bipolar disorder' },
    ],
  },
  {
    id: 'preg-bonding-bump',
    question: 'I do not feel a connection with my bump yet. Is that normal?',
    asked: [
      'i feel nothing for my bump is that bad',
      'not excited about being pregnant',
      'how to bond with baby in the womb',
      'i dont feel connected to the baby',
    ],
    topic: 'mental-health',
    stages: ['pregnant'],
    lead: 'Yes, it is very common. Many people do not feel a bond until they feel their baby move, or until after the birth, and love often grows slowly. It does not mean you will not be a loving parent.',
    points: [
      'Talking, reading or singing to your bump, and noticing your baby’s movements, can help you feel closer; your baby can hear you from about 18 weeks.',
      'Partners can bond too, by talking to the bump and feeling kicks.',
      'Mixed feelings about pregnancy are normal, especially if it was unplanned or after a loss.',
      'Feeling flat about everything, not just the pregnancy, can be a sign of depression, which is common and treatable.',
    ],
    whenToCall:
      'Tell your midwife or doctor if you have felt low, numb or anxious most days for two weeks or more. Call emergency services now if you have thoughts of harming yourself.',
    signs: ['persistent-low-mood', 'self-harm-thoughts'],
    related: ['preg-mood-anxiety', 'pp-bonding-takes-time'],
    sources: [
      { org: 'NHS', title: 'Mental health in pregnancy' },
      { org: 'UNICEF UK Baby Friendly Initiative', title: 'Building a happy baby' },
    ],
  },
  {
    id: 'domestic-abuse',
    question: 'I do not feel safe with my partner. Where can I get help?',
    asked: [
      'i feel unsafe at home',
      'my partner hit me',
      'my partner is controlling',
      'domestic abuse pregnant',
      'my husband shouts and scares me',
    ],
    topic: 'partners-family',
    stages: ['pregnant', 'postpartum'],
    lead: 'You deserve to be safe, and it is not your fault. Abuse often starts or gets worse in pregnancy and after a birth, and help is there: if you are in danger now, call emergency services.',
    points: [
      'Abuse is not only hitting: it includes threats, controlling your money or phone, stopping you seeing people, and forcing sex.',
      'You can tell your midwife, health visitor or GP; they will see you alone if you ask, and can help you make a safety plan.',
      'UK: the National Domestic Abuse Helpline is free and open all day and night on 0808 2000 247. US: the National Domestic Violence Hotline is 1-800-799-7233. Ireland: Women’s Aid on 1800 341 900. Australia: 1800RESPECT on 1800 737 732.',
      'If you call 999 in the UK and cannot speak, stay on the line, cough or tap, and press 55 when asked.',
      'Keep important documents, some money and a charged phone somewhere safe in case you need to leave quickly.',
    ],
    whenToCall:
      'If you or your children are in danger now, call emergency services. After any blow to your bump, call your maternity unit now, and call them straight away for bleeding, belly pain or, from 24 weeks, your baby moving less.',
    sources: [
      { org: 'NHS', title: 'Domestic violence and abuse' },
      { org: 'Refuge', title: 'National Domestic Abuse Helpline' },
      { org: 'ACOG', title: 'Intimate Partner Violence' },
    ],
  },
  {
    id: 'preg-full-term',
    question: 'What counts as full term, and when is it safe for my baby to be born?',
    asked: [
      'what is full term',
      'how many weeks is safe to give birth',
      'is 37 weeks full term',
      'what week is baby considered term',
      'is my baby premature at 36 weeks',
    ],
    topic: 'labour-birth',
    stages: ['pregnant'],
    pregnancyWeeks: { from: 20, to: 42 },
    lead: 'A baby born from 37 weeks is term, and not premature. Doctors also say early term for 37 to 38 weeks, full term for 39 to 40 weeks, late term for 41 weeks, and post-term from 42 weeks.',
    points: [
      'Babies born before 37 weeks are premature. Many born at 34 to 36 weeks do well but may need help with feeding, warmth or jaundice.',
      'Babies go on maturing until 39 weeks, which is why a planned birth without a medical reason is usually not before then.',
      'Only a small share of babies arrive on their due date: anywhere from 37 to 42 weeks is normal.',
      'If your pregnancy goes past 41 weeks, you will be offered induction.',
    ],
    weekNotes: [
      {
        stage: 'pregnant',
        weeks: { from: 37, to: 42 },
        text: 'You are 37 weeks or more: your baby is term, no longer premature.',
      },
      {
        stage: 'pregnant',
        weeks: { from: 20, to: 36 },
        text: 'You are not yet 37 weeks: a baby born now would be premature, so call your maternity unit about regular tightenings or your waters breaking.',
      },
    ],
    whenToCall:
      'Before 37 weeks, call your maternity unit now for regular, painful tightenings or your waters breaking. From 24 weeks, call them now if your baby is moving less.',
    signs: ['preterm-contractions', 'waters-breaking', 'reduced-fetal-movement'],
    related: ['preg-due-date', 'preg-overdue'],
    sources: [acogTerm, { org: 'NHS', title: 'Premature labour and birth' }],
  },
  {
    id: 'birth-where-to-give-birth',
    question: 'Where can I give birth: at home, in a birth centre or on a labour ward?',
    asked: [
      'birth centre vs labour ward',
      'what is a midwife led unit',
      'where should i have my baby',
      'hospital or birth center which is better',
      'can i choose where to give birth',
      'do i have to decide or pick now where to give birth, at home or in hospital',
      'the hospital is a long way from our village, do i really need to go there to have the baby or can i deliver at home',
    ],
    topic: 'labour-birth',
    stages: ['pregnant'],
    pregnancyWeeks: { from: 12, to: 42 },
    lead: 'If your pregnancy is straightforward you can usually choose: at home, in a midwife-led unit (birth centre), or on a hospital labour ward. Your midwife will talk through what suits you.',
    points: [
      'A midwife-led unit or birth centre is homely, with birth pools and midwives; it is recommended for many straightforward pregnancies, and a labour ward is close by or a transfer away.',
      'A labour ward (obstetric unit) has doctors and anaesthetists on hand: it is the place for an epidural, and is advised if you or your baby need closer care.',
      'A home birth suits many straightforward second or later births. For a first baby the risk to the baby is a little higher, and transfer to hospital is more common.',
      'You can change your mind at any time, including during labour.',
      'In the US, most births are in hospital; some areas have freestanding birth centers.',
      'Where births at home with a traditional birth attendant are the custom, or the hospital or health centre is far, talk it through with your midwife or clinic well before labour, and plan ahead together: where you will give birth, how you will get there in labour, and who will come with you.',
    ],
    whenToCall:
      'Call your maternity unit now if your waters break, you bleed, or, from 24 weeks, your baby is moving less.',
    signs: ['waters-breaking', 'vaginal-bleeding', 'reduced-fetal-movement'],
    related: ['birth-home-birth', 'birth-plan', 'birth-water-birth'],
    sources: [nhsWhere, niceIntrapartum],
  },
  {
    id: 'preg-arms-above-head-cord',
    question: 'Can lifting my arms above my head wrap the cord round my baby’s neck?',
    asked: [
      'can raising my arms above my head wrap the cord around the baby',
      'is it true reaching up high in pregnancy hurts the baby',
      'my mum says not to hang the washing out because of the cord',
      'worried about the cord round the baby’s neck',
    ],
    topic: 'pregnancy-activity',
    stages: ['pregnant'],
    lead: 'No, that is a myth. Your arms are not connected to the umbilical cord: it runs from the placenta to your baby’s tummy, floating in the fluid around your baby, and nothing you do with your arms moves it.',
    points: [
      'A cord loosely round the baby’s neck at birth is common. It comes from your baby’s own turning and moving in the womb, not from how you move.',
      'It rarely causes a problem: your baby’s heartbeat is checked in labour, and the midwife simply loosens the cord or slips it over your baby’s head as they are born.',
      'Reaching up, stretching, hanging out washing and yoga are all fine in pregnancy. Take care on steps or chairs, as your balance changes as your bump grows. Swimming and aqua aerobics are great; later in pregnancy avoid lying flat on your back for long, contact sports and anything with a risk of falling.',
      'Keeping active, about 150 minutes of moderate activity a week, is good for you and your baby. If you already run, you can usually keep running in an uncomplicated pregnancy, slowing down as your bump grows and stopping if anything hurts.',
    ],
    whenToCall:
      'From 24 weeks, call your maternity unit straight away if your baby is moving less than usual: do not wait until the next day.',
    signs: ['reduced-fetal-movement'],
    related: ['preg-exercise'],
    sources: [
      { org: 'NHS', title: 'Exercise in pregnancy' },
      { org: 'ACOG', title: 'Exercise During Pregnancy' },
    ],
  },
];
