/**
 * Iteration 27's families in the helper's own wordings (never AH54-AH57's, nor the library's; informal, misspelt,
 * second-language English, and words of South Africa, India, Nigeria, the Philippines, the US and the UK): the
 * library's gaps in pregnancy ("is <food> safe" by food group, coffee early on, stretch marks, a partner for whom
 * it is not real yet, a toddler at the breast, an older child's fever asked in pregnancy, toothache, booking),
 * anti-D after the birth, leave in South Africa and India, neighbours that won on a word (VBAC, HIV and
 * breastfeeding, iron with coffee, a father's mood, a family's sleep customs), and facts beside their entries.
 */
import { describe } from 'vitest';
import { type FamilyCase, factLines, familyLine, familyTests } from '../../testing/answer-library.ts';

const cases: FamilyCase[] = [
  // Coffee early in pregnancy, with a relative's fear of it.
  'coffee: give up completely | just got my bfp, do i have to give up coffee completely? i have 2 lattes a day | P5 | preg-caffeine',
  'coffee: UK, tea and coffee | do i need to quit my coffee altogether now im pregnant or can i still have one | P7 | preg-caffeine',
  'coffee: US, iced coffee | is a venti iced coffee every morning too much caffeine when your 8 weeks pregnant | P8 | preg-caffeine',
  // Cured or dried meat by its country's name: the deli and cured meat entry.
  'cured meat: biltong, misspelt | is bilton ok to eat when pregnant, my husband brings it from the butcher | P18 | preg-deli-meat',
  'cured meat: beef jerky, US | can i snack on beef jerky while pregnant or is it raw | P22 | preg-deli-meat',
  'cured meat: kilishi, Nigeria | pls is kilishi safe for pregnant woman? i like it too much | P15 | preg-deli-meat',
  'cured meat: tapa, Philippines | pwede ba kumain ng tapa at tocino pag buntis? 12 weeks | P12 | preg-deli-meat',
  // A dish around a fish is the fish.
  'fish: tuna salad | tuna salad for lunch most days, is that too much mercury at 19 weeks | P19 | preg-fish',
  'fish: tuna melt | how many tuna melts a week can i have pregnant | P25 | preg-fish',
  'fish: sardine sandwich | is a sardine sandwich ok in pregnancy or is that fish high in mercury | P13 | preg-fish',
  // Stretch marks and the oils sold for them.
  'stretch marks: bio oil | will rubbing bio oil on my bump stop stretch marks, 20 weeks | P20 | preg-stretch-marks',
  'stretch marks: cocoa butter, SA | my gran swears by cocoa butter for stretch marks, does it work? | P24 | preg-stretch-marks',
  'stretch marks: misspelt | stretchmarks apearing on my tummy at 28 weeks, can i stop them getting worse | P28 | preg-stretch-marks',
  // A partner for whom the pregnancy is not real yet.
  'partner: not real, boyfriend | my boyfriend says it doesnt feel real to him until the baby is here, how do i involve him | P18 | preg-partner-not-real-yet',
  'partner: hasnt sunk in | it still hasnt sunk in for my husband that we are having a baby, 16 weeks | P16 | preg-partner-not-real-yet',
  'partner: second language | My husband is not connecting with pregnancy, he say it is not real. How to make him involve? | P22 | preg-partner-not-real-yet',
  // Breastfeeding a toddler while pregnant.
  'toddler at the breast: carry on | can i carry on feeding my 18 month old at night now im 12 weeks pregnant | P12 | feed-breastfeeding-pregnant-again',
  'toddler at the breast: nursing | still nursing my 2 year old and just found out im pregnant, do i have to stop | P7 | feed-breastfeeding-pregnant-again',
  'toddler at the breast: nutrients | mother in law says breastfeeding my son while pregnant takes nutrients from the new baby, true? | P20 | feed-breastfeeding-pregnant-again',
  // An older child's fever after jabs, asked in pregnancy.
  'older child: fever after jabs | my 1 year old has a temperature after his jabs yesterday, im 30 weeks pregnant, what should i do | P30 | baby-fever-after-vaccines',
  'older child: shots, US | pregnant with #2 and my 12 month old is 100.6 after her shots today, is that normal | P21 | baby-fever-after-vaccines',
  'older child: bare reading | my 4 month old is 38.2 after vaccines this morning, what can i give, im pregnant again 6 weeks | P6 | baby-fever-after-vaccines',
  // Toothache in late pregnancy.
  'toothache: nurofen | tooth ache at 37 weeks and cant see the dentist till monday, can i take nurofen | P37 | preg-ibuprofen',
  'toothache: sore tooth, ibuprofen | i have a sore tooth, 35 weeks, is ibuprofen ok or only paracetamol | P35 | preg-ibuprofen',
  'toothache: advil, US | toothache is killing me at 33 weeks, can i take advil | P33 | preg-ibuprofen',
  // Anti-D after the birth.
  'anti-D: another jab | i am rh negative and they want to give me another anti d jab now the baby is born, why | B0 | pp-anti-d-after-birth',
  'anti-D: cord blood | why do they test the cord blood when the mum is rhesus negative | B0 | pp-anti-d-after-birth',
  'anti-D: second language | My blood is O negative. After delivery nurse say I need anti-D injection again. What is for? | B0 | pp-anti-d-after-birth',
  // Starting antenatal care (booking), in Nigeria's and other countries' words.
  'booking: Nigeria, register | when should i register for antenatal? my mum says wait till the belly is showing | P8 | preg-booking-appointment',
  'booking: start antenatal care | at how many weeks do i start antenatal care, i am 6 weeks now | P6 | preg-booking-appointment',
  'booking: anc, second language | Please when do I begin ANC clinic? pregnancy is 10 weeks | P10 | preg-booking-appointment',
  // VBAC, not exercise.
  'VBAC: chances | what are my chances of a vaginal birth after a c section, 37 weeks | P37 | birth-vbac',
  'VBAC: scar, misspelt | can i try for a vbac this time or will my scar rupture, first was emergency csection | P32 | birth-vbac',
  'VBAC: trial of labour, US | my OB mentioned a trial of labor after my cesarean, is it safe and does it usually work? | P34 | birth-vbac',
  // HIV and breastfeeding, not an emotional reply.
  'HIV: on ART, SA | i am on ART and my viral load is suppressed, can i breastfeed when the baby comes? so stressed | P30 | feed-hiv-breastfeeding',
  'HIV: after the birth | baby is 2 weeks, im hiv positive and on arvs, is breastfeeding safe for her | B2 | feed-hiv-breastfeeding',
  'HIV: formula or breast | living with hiv, should i formula feed or breastfeed my baby, 24 weeks | P24 | feed-hiv-breastfeeding',
  // Iron with coffee: the iron, not caffeine.
  'iron: ferrous fumarate, coffee | can i take my ferrous fumarate with my morning coffee? 26 weeks | P26 | preg-iron-anaemia',
  'iron: supplements, Taglish | ok lang ba inumin ang iron supplements with coffee? buntis 22 weeks | P22 | preg-iron-anaemia',
  // A father's hands-on care and his own mood.
  'father: men dont change nappies | my dad says men dont change nappies but my husband wants to, and he has been so low since the baby, can dads get depressed? | B6 | pp-partner-mental-health',
  'father: a thing for men | hubby has been flat and snappy since our son was born, is that a thing for dads too? | B8 | pp-partner-mental-health',
  'father: second language | My husband is sad and tired since baby came. Can father also have depression after birth? | B5 | pp-partner-mental-health',
  // A family's sleep customs: the specific safe-sleep entry, not the grandparents' general one.
  'sleep custom: tummy, nan | my nan says put him on his tummy so he sleeps longer and wont choke, is that ok | B5 | baby-back-sleeping-choking',
  'sleep custom: bed with mother | in our culture the baby sleeps in the bed with the mother, is that safe with a pillow for his head | B2 | baby-bed-sharing',
  'sleep custom: gogo, spit up | gogo says babies must sleep on the tummy or they choke on spit up, is she right | B7 | baby-back-sleeping-choking',
  // Leave in South Africa and India.
  'leave: South Africa, UIF | how do i claim uif maternity and does my boss have to pay me in south africa | P25 | pp-maternity-leave-south-africa',
  'leave: in SA | how many months maternity leave do we get in RSA? 30 weeks | P30 | pp-maternity-leave-south-africa',
  'leave: India, Mumbai | working in mumbai, how much maternity leave will i get and is it paid | P24 | pp-maternity-leave-india',
  'leave: India, Pune | my company in pune says only 12 weeks maternity leave, is that right | P18 | pp-maternity-leave-india',
].map(familyLine);

/** One fact a line: the same, with the words the reply must hold (a regular expression) last. */
const facts = factLines([
  'coffee: limit | do i have to give up coffee completely at 6 weeks | P6 | under 200 mg',
  'cured meat: toxoplasmosis | is biltong safe pregnant | P16 | toxoplasmosis',
  'cured meat: cooked through | is boerewors ok pregnant if its braaied well done | P20 | steaming hot|no pink',
  'fish: tuna limit | tuna sandwich every day ok at 12 weeks? | P12 | 4 medium cans',
  'saffron: genes | will kesar milk make my baby fair? also does ghee make labour easy | P14 | genes',
  'stretch marks: not proven | does bio oil stop stretch marks | P22 | No cream or oil has been proven',
  'toddler: no miscarriage | is breastfeeding my toddler while pregnant going to cause a miscarriage | P10 | no evidence',
  'HIV: viral load | hiv positive on arvs, can i breastfeed | P30 | viral load',
  'anti-D: 72 hours | why another anti d injection after birth | B0 | within 72 hours',
  'leave: SA, no figure invented | how long is maternity leave in south africa | P20 | I do not hold the current figures',
  'leave: India, before the delivery | how much maternity leave in india | P20 | before the expected delivery date',
  'folic acid: not too late | havent taken folic acid yet and im 6 weeks, too late? | P6 | not too late',
  'booking: by 10 weeks | when is my first scan, 7 weeks and no midwife yet | P7 | by about 10 weeks',
  'NT scan: a choice, 11-14 weeks | what is the nt scan and do i have to have it | P11 | 11 to 14 weeks',
  'Kegels: counts | how do you do kegels and is yoga ok at 20 weeks | P20 | 10 times, 3 times a day',
  'sex drive: normal | is it safe to have sex at 24 weeks, i dont really want to lately | P24 | sex drive can change',
  'colostrum: first hour | can i give my newborn janam ghutti or honey | P30 | first hour',
  'formula: level scoops | what do i need to buy to formula feed | P30 | level scoops',
  'bottle: paced feeding | how can my partner do the night feeds, im breastfeeding | B5 | paced bottle feeding',
  'sleepy feeder | should i offer one boob or both each feed | B2 | breast compression',
  'sling: TICKS | when can i take my newborn out | B3 | TICKS',
  'green poo: foremilk | what should breastfed poo look like, its green and frothy | B2 | foremilk',
  'MenB: paracetamol | what vaccines does my baby get at 8 weeks in the uk | B7 | infant paracetamol to lower the chance of a fever',
  'contraception: with breastfeeding | how soon can i get pregnant after birth | B5 | progestogen-only pill',
  'alcohol: 2-3 hours | can i have a drink while breastfeeding | B10 | 2 to 3 hours',
  'flu jab: same time | when should i have the whooping cough jab | P24 | same time',
  'breech: may still turn | my baby is breech at 36 weeks what happens | P36 | may still turn on their own',
  'induction: methods | im overdue at 41 weeks, what happens now | P41 | pessary, gel or tablet, or a balloon',
  'caesarean: partner in theatre | baby is breech, what are my options | P37 | birth partner can usually be with you in theatre',
  'heel prick | what is the newborn hearing test | B0 | heel prick',
  'wet nappies: day by day | orange powder in my newborns nappy | B0 | increase day by day',
  'stitches: jug of water | scared to poo after birth with stitches | B0 | jug',
  'pain relief: no need to tough it out | what painkillers can i take while breastfeeding | B1 | no need to tough it out',
  'grunting: normal | how long should baby sleep in our room | B1 | Grunting and noisy sleep',
  'temperature: normal range | how do i take my babys temperature | B1 | 36\\.4 to 37\\.5 C',
  'toddler cold: kisses away | what temperature is a fever in a baby | B4 | kisses away from the baby',
  'GD: no family history | why do i need the glucose test, no diabetes in my family | P24 | without any family history',
  'first baby: vaginal birth | how big will my baby be at birth, scan says big | P34 | Most first babies are born vaginally',
  'sleep: no hats | how do i put my newborn down to sleep safely | B8 | No hats or beanies',
  'hammock: not safe | can my baby sleep in a hammock | B4 | hammock \\(duyan\\) or swing is not safe',
  'amber necklace | does gripe water work | B5 | Amber teething necklaces',
  'malaria: tested | should i wrap my baby up when she has a temperature | B17 | tested for malaria',
  'ibuprofen: comfort | when can my baby have nurofen | B26 | ease your baby’s discomfort',
  'antenatal depression: 1 in 10 | is it normal to feel so low and anxious in pregnancy | P23 | about 1 in 10',
  'iron: iron pills, stop, tea | the iron pills the doctor gave me make me constipated, can i just stop them and take them with tea | P29 | not with tea, coffee',
  'peeing: bladder | why am i so tired at 9 weeks | P9 | pressing on your bladder',
]);

describe('iteration 27: gaps by food group and class, neighbours that won on a word, and facts beside their entries', () => {
  familyTests(cases, facts);
});
