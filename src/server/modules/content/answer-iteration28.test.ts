/**
 * Iteration 28's families in the helper's own wordings (never AH58's or AH59's, nor the library's; informal,
 * misspelt, second-language English, and words of the UK, US, Ireland, Australia, Nigeria and India): medicines,
 * vaccines and tests in pregnancy asked by name, with a relative's doubt (antibiotics, the flu jab, the group B
 * strep swab), morning sickness told as being sick every morning, dates for an easy labour, the combined pill by its
 * brand while breastfeeding (contraception, not breastfeeding again), a coil after the birth, which painkiller in
 * pregnancy and while breastfeeding, and facts beside their entries.
 */
import { describe } from 'vitest';
import { type FamilyCase, factLines, familyLine, familyTests } from '../../testing/answer-library.ts';

const cases: FamilyCase[] = [
  // Being sick every morning is morning sickness.
  'morning sickness: throwing up | throwing up every single morning at 8 weeks, what helps?? cant face breakfast | P8 | preg-morning-sickness-remedies',
  'morning sickness: second language | i am being sick every morning since 2 weeks, im 6 week pregnant, it is normal? what i can eat | P6 | preg-morning-sickness',
  'morning sickness: misspelt, a nan | pukin each morning b4 work, 9wks, my nan says ginger biscuits, any other tips | P9 | preg-morning-sickness-remedies',
  // Antibiotics for a urine infection, against a relative's "no antibiotics".
  'antibiotics: amoxicillin misspelt | the doctor gave me amoxicilin for water infection, my mum says dont take antibiotics pregnant, who is right | P10 | preg-antibiotics',
  'antibiotics: an aunty | GP prescribed antibiotics for a UTI but my aunty says it will harm the baby, should i take them? 14 weeks | P14 | preg-antibiotics',
  'antibiotics: infection in urine, Nigeria | pls is it safe to take the antibiotic the hospital gave me for infection in my urine? 20 weeks | P20 | preg-uti',
  // The flu jab, asked by a partner or with a sister's story.
  'flu jab: husband, US | my wife is 24 weeks, should she get the flu shot or is it risky for the baby | P24 | preg-flu-vaccine',
  'flu jab: a sister | is the flu jab safe in pregnancy? my sister says it gave her flu | P12 | preg-flu-vaccine',
  'flu jab: influenza, second language | They offer me influenza vaccine at clinic, I am 30 weeks, it can harm baby? | P30 | preg-flu-vaccine',
  // The group B strep swab by its short names.
  'GBS: the swab | what is the gbs swab they do at 35 to 37 weeks | P35 | preg-group-b-strep',
  'GBS: strep b positive | midwife said i tested positive for strep b, will my baby be ok | P36 | preg-group-b-strep',
  'GBS: in labour | group b strep test - what happens in labour if its positive | P37 | preg-group-b-strep',
  // Dates for an easy labour, a relative's advice.
  'dates: a grandma | my grandma says eat dates every day now for easy delivery, does it work | P36 | preg-dates-labour',
  'dates: an aunty | are dates good to eat at the end of pregnancy to help labour? my aunty swears by it | P38 | preg-dates-labour',
  'dates: so many a day, second language | my mother-in-law want me eat 7 dates a day from now, is it true it make labour easy? | P37 | preg-dates-labour',
  // The combined pill by its brand while breastfeeding: contraception.
  'combined pill: Yaz | can i take yaz when breastfeeding | B6 | pp-contraception-breastfeeding',
  'combined pill: Rigevidon | is rigevidon ok with breast feeding my 8 week old | B8 | pp-contraception-breastfeeding',
  'combined pill: the pill | when can i go back on the pill, im breastfeeding | B4 | pp-contraception-breastfeeding',
  'combined pill: nursing, US | combined pill ok while nursing? baby 7 weeks | B7 | pp-contraception-breastfeeding',
  // A coil after the birth.
  'coil: at 5 weeks | can i have the coil fitted at 5 weeks postpartum | B5 | pp-contraception-options',
  'coil: Mirena, breastfeeding | how soon after birth can i get a mirena if im breastfeeding | B4 | pp-contraception-breastfeeding',
  // Which painkiller: in pregnancy and while breastfeeding.
  'painkiller: which medicine, Nigeria | i got headache, which medicine can i take, paracetamol or ibuprofen? 8 weeks pregnant | P8 | preg-paracetamol',
  'painkiller: nurofen or panadol, Australia | can I take nurofen or panadol for my back pain at 22 weeks | P22 | preg-ibuprofen',
  'painkiller: breastfeeding | which painkiller can i take breastfeeding, ibuprofen ok? | B6 | feed-painkillers-breastfeeding',
  'painkiller: co-codamol, back pain | is co-codamol ok in pregnancy for back pain | P18 | preg-paracetamol',
  'painkiller: codeine | can i take codeine pregnant | P18 | preg-paracetamol',
  'painkiller: migraine, breastfeeding | what can i take for a migraine breastfeeding | B3 | feed-painkillers-breastfeeding',
].map(familyLine);

/** One fact a line: the same, with the words the reply must hold (a regular expression) last. */
const facts = factLines([
  // Which painkiller in pregnancy: paracetamol first, ibuprofen avoided, whichever entry answers.
  'painkiller: paracetamol first | i got headache, which medicine can i take, paracetamol or ibuprofen? 8 weeks pregnant | P8 | first-choice painkiller',
  'painkiller: NSAIDs avoided | i got headache, which medicine can i take, paracetamol or ibuprofen? 8 weeks pregnant | P8 | Avoid ibuprofen',
  'painkiller: back pain | can I take nurofen or panadol for my back pain at 22 weeks | P22 | Paracetamol \\(acetaminophen\\) is generally the first choice',
  'painkiller: toothache | what painkiller is safe in pregnancy for toothache | P16 | Avoid ibuprofen',
  'painkiller: codeine not first | can i take co-codamol at 20 weeks | P20 | paracetamol comes first',
  'painkiller: aspirin | can i take aspirin for a headache pregnant | P12 | aspirin painkillers are usually avoided',
  // Morning sickness: little and often, and medicine.
  'morning sickness: small meals | i am being sick every morning since 2 weeks, im 6 week pregnant, it is normal? what i can eat | P6 | Small, frequent meals',
  'morning sickness: medicine | i am being sick every morning since 2 weeks, im 6 week pregnant, it is normal? what i can eat | P6 | anti-sickness medicine',
  'morning sickness: eases | sick every day at 10 weeks, when will it stop | P10 | 16 to 20 weeks',
  // A UTI needs antibiotics, which are safe; finish the course.
  'UTI: antibiotics needed | pls is it safe to take the antibiotic the hospital gave me for infection in my urine? 20 weeks | P20 | needs treating with antibiotics',
  'UTI: amoxicillin | i have a water infection at 16 weeks, my mil says cranberry juice is enough | P16 | amoxicillin',
  'antibiotics: the course | the doctor gave me amoxicilin for water infection, my mum says dont take antibiotics pregnant, who is right | P10 | whole course',
  // The flu jab cannot give you flu.
  'flu jab: no live virus | is the flu jab safe in pregnancy? my sister says it gave her flu | P12 | cannot give you flu',
  'flu jab: influenza | They offer me influenza vaccine at clinic, I am 30 weeks, it can harm baby? | P30 | no live virus',
  'flu jab: any stage | my wife is 24 weeks, should she get the flu shot or is it risky for the baby | P24 | safe at any stage',
  // Dates: limited evidence, fine in moderation.
  'dates: evidence | my grandma says eat dates every day now for easy delivery, does it work | P36 | evidence is limited',
  'dates: moderation | my mother-in-law want me eat 7 dates a day from now, is it true it make labour easy? | P37 | fine in moderation',
  'dates: sugar | are dates good to eat at the end of pregnancy to help labour? my aunty swears by it | P38 | sugary',
  // The combined pill and a coil while breastfeeding.
  'combined pill: 6 weeks | can i take yaz when breastfeeding | B6 | not usually started until 6 weeks|not advised in the first weeks',
  'combined pill: progestogen-only | is rigevidon ok with breast feeding my 8 week old | B8 | progestogen-only',
  'coil: from 4 weeks | can i have the coil fitted at 5 weeks postpartum | B5 | from 4 weeks',
  'coil: Mirena from 4 weeks | how soon after birth can i get a mirena if im breastfeeding | B4 | from 4 weeks',
  // Formula made fresh; leftovers thrown away.
  'formula: made ahead | can i make up a days worth of formula bottles and keep them in the fridge | B3 | Make each feed fresh',
  'formula: leftovers | baby left half his bottle, can i give it to him at the next feed | B4 | throw away any formula left',
  'formula: within 2 hours | my lo only drinks half her formula, should i worry, 6 weeks | B6 | throw away any formula left',
  // Allergens from about 6 months, without delay.
  'allergens: dad allergic | my partner has a nut allergy, should i wait to give our baby peanut butter? 6 months | B26 | no need to wait',
  'allergens: egg, eczema | when can baby have egg, she has eczema, 25 weeks old | B25 | does not prevent allergy',
  'allergens: Indian family | in laws say no peanuts till 3 years old, baby 6 months starting food | B27 | around 6 months',
  // Gagging is not choking.
  'gagging: weaning | baby keeps gagging on lumpy food, is that normal, 7 months | B30 | Gagging',
  'gagging: silent choking | whats the difference between gagging and choking when weaning | B28 | Gagging is different',
  'gagging: finger foods, grapes | which finger foods should i avoid, she gags on everything | B32 | Gagging is normal',
  // Loungers and pods are not for sleep.
  'lounger: Dock-a-Tot | is a dock a tot safe for my newborn to sleep in overnight | B2 | Dock-a-Tot',
  'lounger: sleepyhead pod | can baby nap in a sleepyhead pod or swing, 4 weeks | B4 | not safe for sleep',
  'lounger: nest | my baby sleeps in his swing, is that ok? also thinking of a baby nest | B6 | nests and pods',
  // Vitamin D drops until 1 year.
  'vitamin D: until 1 | how long do i give my baby vitamin d drops for, breastfed | B3 | until they are 1 year old',
  'vitamin D: mixed feeding | does a mix fed baby need vit d drops, how much | B5 | 8\\.5 to 10 micrograms',
  'vitamin D: AAP | does my newborn need vitamin d, she is exclusively breastfed | B1 | 400 IU',
  // Angry and overwhelmed: common, not a bad mum.
  'anger: bad mum | i shout at my baby when she wont stop crying, am i a bad mum, 10 weeks | B10 | bad mum',
  'anger: overwhelmed | so overwhelmed with a crying baby i want to scream, 6 weeks | B6 | angry and overwhelmed is common',
  'anger: losing it | i feel like im losing it with a colicky baby every evening | B8 | put your baby down safely',
  // Keeping-in-touch days.
  'KIT: training day | can i go into work for a training day on maternity leave without losing my smp | B20 | keeping-in-touch',
  'KIT: how many | how many kit days can i do on mat leave | B24 | 10 keeping-in-touch',
  'KIT: pay | do i lose maternity pay if i do a few days work on leave | B16 | without losing your SMP',
  // No routine paracetamol before a flight.
  'flight: calpol before | should i give calpol before a flight so baby sleeps, 4 months | B16 | no need to give paracetamol',
  'flight: ears | how do i stop my babys ears hurting on a plane, 10 weeks | B10 | take-off and landing',
  'flight: panadol, Australia | do i give bub panadol before flying to melbourne, she is 5 months | B21 | routinely before a flight',
  // Legs on the seat are no reason to turn the seat.
  'car seat: legs squashed | my babys legs are squashed against the car seat back, should i turn her forward facing, 9 months | B39 | not a safety reason',
  'car seat: long legs | his legs are too long for rear facing, 10 months | B43 | Legs touching the vehicle seat',
  'car seat: grandad | grandad says turn her round at 1 year, her feet touch the seat | B48 | as long as possible',
  // No crash diets while breastfeeding.
  'diet: keto | is keto ok while breastfeeding, want to lose weight, 4 months pp | B17 | Avoid crash diets',
  'diet: intermittent fasting | can i do intermittent fasting whilst breastfeeding | B12 | 0\\.5 kg \\(1 lb\\) a week',
  'diet: slimming world | want to start slimming world while breastfeeding 3 months pp | B13 | Avoid crash diets|avoid crash',
  // Sushi in pregnancy.
  'sushi: with cheese | can i have sushi and brie at a party, 12 weeks | P12 | frozen first|raw fish',
  'sushi: raw fish, US | is a poke bowl with raw tuna ok while pregnant | P18 | raw fish',
  'sushi: salmon | can i eat salmon sushi at 20 weeks | P20 | frozen',
  // Raising arms is a myth.
  'arms: overhead | is it true i shouldnt reach up high or lift my arms when pregnant | P14 | myth',
  'arms: gym | can i do overhead presses at the gym at 16 weeks, my mum says raising arms hurts the baby | P16 | Raising your arms',
  'arms: aunty | my aunty says putting my hands above my head will wrap the cord round the baby | P22 | myth',
  // Pain relief options and the epidural's myths.
  'pain relief: options, scared | so scared of labour pain, what options are there, 37 weeks | P37 | gas and air',
  'epidural: back pain | does an epidural cause back pain forever, 35 weeks | P35 | does not cause long-term back pain',
  'epidural: pushing | will an epidural make my labour longer | P38 | pushing stage',
  // Induction's methods.
  'induction: booked | induction booked at 40+12, what do they actually do | P41 | pessary, gel or',
  'induction: curry and stairs | will curry or bouncing on a ball start labour before my induction | P40 | oxytocin',
  'induction: sweep | my midwife offered a sweep, does anything at home work, 40 weeks | P40 | no good evidence',
  // Breast milk storage.
  'milk storage: fridge | how long does pumped milk keep in the fridge | B4 | 8 days',
  'milk storage: freezer | how long can expressed milk stay in the freezer | B6 | 6 months',
  'milk storage: counter | can i leave breast milk out on the counter, how long | B3 | 4 hours',
]);

describe('iteration 28: medicines and tests in pregnancy by name, the pill by its brand, and facts beside their entries', () => {
  familyTests(cases, facts);
});
