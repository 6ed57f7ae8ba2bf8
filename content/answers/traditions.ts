import type { AnswerEntryInput } from '../../src/core/contracts/answers.ts';

/**
 * Answer library, group "family traditions": practices a family hands on, asked about in their own words (agbo,
 * kajal or surma, la cuarentena, omugwo, a faja, malunggay soup), where the question is whether the practice is
 * safe. Each entry answers the practice's class (herbal remedies in pregnancy, kohl and lead, confinement
 * customs, a binder and a shower after a caesarean, foods said to boost milk), so a tradition the library has
 * never heard of still reaches it (iteration 8). Facts from the NHS, the FDA, the CDC, NICE, the RCOG and the
 * NIH's LactMed; every "when to call" line follows shared/medical/warning-signs.md.
 */

const nhsMedicinesPregnancy = { org: 'NHS', title: 'Medicines in pregnancy: herbal remedies' };
const mhraHerbal = { org: 'MHRA', title: 'Herbal medicines: advice to consumers' };
const acogHerbal = { org: 'ACOG', title: 'Is it safe to use herbal supplements during pregnancy?' };
const fdaKohl = { org: 'FDA', title: 'Kohl, Kajal, Al-Kahl, or Surma: By Any Name, Beware of Lead' };
const cdcLead = { org: 'CDC', title: 'Lead in foods, cosmetics and medicines' };
const nhsEyes = { org: 'NHS', title: 'Washing and bathing your baby' };
const nhsCaesareanRecovery = { org: 'NHS', title: 'Caesarean section: recovery' };
const rcogCaesarean = { org: 'RCOG', title: 'Recovering well after a caesarean' };
const nhsFirstWeeks = { org: 'NHS', title: 'Your body after the birth' };
const niceNg194 = { org: 'NICE', title: 'Postnatal care (NG194)' };
const lactmed = { org: 'NIH LactMed', title: 'Galactogogues (fenugreek, moringa)' };
const nhsEnoughMilk = { org: 'NHS', title: 'Breastfeeding: is my baby getting enough milk?' };

export const traditionsAnswers: AnswerEntryInput[] = [
  {
    id: 'preg-herbal-remedies',
    question: 'Are herbal remedies or traditional medicines safe in pregnancy?',
    asked: [
      'taking ayurveda tablets alongside what my doctor gives me, should i tell her',
      'is an ayurvedic cough syrup or kadha safe when pregnant',
      'can i drink a home remedy with tulsi, ginger or mulethi for a cough in pregnancy',
      'my mother in law wants me to take an ayurvedic medicine from the chemist',
      'are desi nuskhe and herbal home remedies ok in pregnancy',
      'is a herbal drink from back home safe in pregnancy',
      'traditional medicine in pregnancy is it ok',
      'can i take herbal remedies while pregnant',
      'is agbo safe in pregnancy',
      'ayurvedic or chinese herbs when pregnant',
      'herbal tonic to make the pregnancy stronger',
      'my aunt has a herbal mixture to bring the baby quickly and ease my aches',
    ],
    topic: 'pregnancy-medicines-safety',
    stages: ['pregnant'],
    lead: 'It is best not to take herbal remedies, mixtures or traditional medicines in pregnancy unless your midwife, doctor or pharmacist has checked them. Their ingredients and strength are often unknown, they are not tested in pregnancy, and some can harm the baby or bring on contractions.',
    points: [
      'No remedy is needed to keep a pregnancy strong or to clean the womb: a healthy pregnancy looks after itself.',
      'Some traditional remedies bought abroad or made at home have been found to contain lead, mercury or other metals, or strong herbs not on the label.',
      '"Natural" does not mean safe in pregnancy: herbs act on the body the way medicines do.',
      'Herbs and spices used in ordinary cooking are fine, and so is a cup or two of a common herbal tea. For aches and pains, paracetamol at the usual dose is the first choice in pregnancy, and nothing should be taken at home to hurry the birth: labour starts on its own, or is induced in hospital.',
      'If your family has given you something, show the bottle or packet to your midwife or pharmacist and ask, and tell them about anything you have already taken. If a remedy is offered to protect you from malaria: where malaria is common, the WHO recommends preventive treatment (SP, sulfadoxine-pyrimethamine) from the second trimester, given at your antenatal visits, and sleeping under an insecticide-treated mosquito net every night. Ask the clinic for both.',
      'For a cough or sore throat, simple things are safe: warm water with honey and lemon, salt-water gargles, plenty of fluids, rest, and paracetamol for pain or a high temperature. See a doctor sooner if you have a fever or any trouble breathing.',
    ],
    whenToCall:
      'Call your maternity unit straight away if you have tummy pain, bleeding, or (from 24 weeks) your baby is moving less after taking a remedy.',
    signs: ['severe-abdominal-pain', 'vaginal-bleeding', 'reduced-fetal-movement'],
    related: ['preg-herbal-tea', 'preg-malaria-prevention-at-home'],
    sources: [
      nhsMedicinesPregnancy,
      mhraHerbal,
      acogHerbal,
      { org: 'WHO', title: 'Guidelines for malaria: preventive chemotherapy in pregnancy' },
    ],
  },
  {
    id: 'baby-kohl-kajal',
    question: 'Is it safe to put kajal, kohl or surma on my baby’s eyes?',
    asked: [
      'can i put kajal in my babys eyes',
      'kohl on newborn eyes to make them big',
      'surma for baby eyes is it harmful',
      'grandma wants to put black eyeliner on the baby for the evil eye',
      'is kajal harmful for babies',
      'nani wants kajal on her eyes and a black dot for the evil eye every day',
    ],
    topic: 'newborn-care',
    stages: ['postpartum'],
    lead: 'No, it is best to avoid it. Traditional kajal, kohl and surma can contain lead, which is harmful to babies even in small amounts, and putting anything in a baby’s eyes can cause irritation or an infection.',
    points: [
      'Lead from kohl can be taken in through the eyes and skin, and from rubbing the eyes and sucking fingers; it can harm a baby’s growing brain.',
      'Homemade kajal or one labelled "natural" or "herbal" can still contain lead, and any paste or soot in the eye can scratch it or carry germs.',
      'Kajal does not make the eyes bigger or stronger, or help them see.',
      'A baby’s eyes need nothing but a gentle wipe with cotton wool and cooled boiled water, a fresh piece for each eye.',
      'If your family wants a sign against the evil eye, something that stays away from the eyes, mouth and hands, and nothing around the neck or wrists, keeps the tradition and your baby safe.',
      'A gentle massage is a lovely way to bond, but in the first month use no oils or lotions on a newborn’s skin; mustard oil can irritate and dry a baby’s skin. Ask your health visitor about a plain, unperfumed oil later.',
    ],
    whenToCall:
      'Talk to your GP or health visitor if kajal has been used often, or if an eye is red, swollen or sticky. Call NHS 111 or your doctor if your baby seems unwell.',
    related: ['baby-cleaning-eyes-ears-nose'],
    sources: [
      fdaKohl,
      cdcLead,
      nhsEyes,
      { org: 'NICE', title: 'Postnatal care (NG194): bathing and skin care' },
    ],
  },
  {
    id: 'pp-confinement-customs',
    question:
      'My family wants me to follow confinement customs after the birth (staying in, no showers or hair washing). What is safe?',
    asked: [
      'is it safe not to shower for 40 days after giving birth',
      'confinement month after birth no washing hair is it safe',
      'sitting the month after giving birth rules',
      'can i wash my hair after giving birth my mum says no',
      'do i have to stay indoors for 40 days after the birth',
      'my family says i must eat only hot foods and drink no cold water after the birth',
      'when can i have a shower after a vaginal birth with stitches',
      'my in laws want me lying in bed with no baths and no stairs for a month after my c section, is that the right thing',
    ],
    topic: 'recovery-after-birth',
    stages: ['postpartum'],
    postpartumWeeks: { from: 0, to: 8 },
    lead: 'Resting and being looked after by family in the first weeks are good for you, and many customs are fine, but gentle walking, rather than staying in bed, lowers the risk of blood clots. You can shower and wash your hair from the first day after the birth: keeping clean helps stop infection in your stitches, wound or womb.',
    points: [
      'Shower or wash every day, and wash your hands before and after changing pads. Pat stitches or a caesarean wound dry. There is no evidence that bathing makes you ill or brings on a relapse (binat).',
      'Rest is good, but gentle walks indoors or out from the first days help prevent blood clots and help you heal.',
      'Eat a varied diet and drink to thirst: there is no need to avoid fruit, vegetables or cold drinks.',
      'Keep warm in a way that is comfortable, and do not over-wrap the baby: babies overheat easily, which raises the risk of SIDS.',
      'Go to your postnatal checks, and tell your midwife or health visitor how you feel, in body and mind.',
      'Bleeding after the birth (lochia) lasts up to about 6 weeks, getting lighter and turning pink or brown, then yellowish-white: washing every day is still fine.',
    ],
    whenToCall:
      'Call your midwife or GP now if your stitches or wound become red, swollen, smelly or weep, or you have a fever or feel shivery. Call your maternity unit straight away if you are soaking a pad an hour or more or passing egg-sized clots.',
    signs: ['wound-infection', 'sepsis-signs', 'postpartum-heavy-bleeding'],
    related: ['pp-caesarean-wound-care', 'pp-caesarean-shower-binder'],
    sources: [nhsFirstWeeks, niceNg194, { org: 'NHS', title: 'Your post-pregnancy body' }],
  },
  {
    id: 'pp-caesarean-shower-binder',
    question: 'Can I shower and wear a faja or belly binder after a caesarean?',
    asked: [
      'can i shower after my c section',
      'can i wear a faja after a c-section',
      'belly binder after caesarean is it safe',
      'when can i wash after a c section wound',
      'postpartum girdle or belly wrap after section',
      'my mum wraps me in a binder and says no walking or carrying anything after my c section',
      'my mother wants to press a very hot towel on my tummy every day after my caesarean, is that safe',
      'hot water belly massage after a c section to flatten the stomach, should i let them',
    ],
    topic: 'recovery-after-birth',
    stages: ['postpartum'],
    postpartumWeeks: { from: 0, to: 12 },
    lead: 'Yes, you can shower: once the dressing is off, shower daily, let soapy water run over the wound and pat it dry, which helps keep it clean. A faja, binder or support garment is optional: it may help you feel comfortable and supported, as long as it is not too tight and does not press or rub on the wound.',
    points: [
      'Keep the wound clean and dry; gently pat it dry after a shower rather than rubbing.',
      'Avoid baths, swimming and creams or powders on the wound until it has healed.',
      'A binder should feel snug, never tight: take it off if it hurts, rubs the wound, makes it damp, or leaves you short of breath.',
      'A binder or a hot compress does not flatten your tummy: it goes down gradually as your womb shrinks back on its own, and walking and gentle tummy and pelvic floor exercises help over time. Skin around the scar is often numb, so very hot towels can burn it without you feeling it.',
      'Loose, high-waisted cotton underwear keeps the waistband off the scar.',
      'Bed rest is not needed: walking a little more each day helps you heal and lowers the chance of clots. Lift nothing heavier than your baby for about 6 weeks, so not a toddler yet.',
    ],
    whenToCall:
      'Call your midwife or GP now if your wound becomes red, swollen, more painful, smelly or weeps, or you have a fever. Call your maternity unit straight away if you are soaking a pad an hour or more or passing egg-sized clots.',
    signs: ['wound-infection', 'sepsis-signs', 'postpartum-heavy-bleeding'],
    related: ['pp-caesarean-wound-care'],
    sources: [nhsCaesareanRecovery, rcogCaesarean],
  },
  {
    id: 'feed-milk-boosting-foods',
    question: 'Do foods or herbs like moringa, fenugreek or oats boost breast milk?',
    asked: [
      'does moringa (malunggay) increase breast milk',
      'moringa for milk supply does it work',
      'fenugreek to boost milk',
      'do herbal teas for milk supply work',
      'will chicken soup or special foods make more milk',
      'do oats or lactation teas make more milk',
      'does ghee, nuts or dry fruit make more breast milk',
      'special sweets or laddoo for milk supply after delivery',
    ],
    topic: 'breastfeeding',
    stages: ['postpartum'],
    lead: 'There is little evidence that any food or herb boosts milk. As ordinary food, soups with moringa (malunggay), oats or fennel are fine and help you eat well, but what makes milk is milk being taken out: feeding often, on demand, at least 8 to 12 times in 24 hours in the early weeks.',
    points: [
      'The more often your baby feeds (or you express), the more milk you make: a good latch matters more than any food. Each breastfeed replaced by formula can lower your supply, so if you mix feed, ask for support to protect it.',
      'Signs your baby is getting enough: at least 6 heavy wet nappies a day and yellow poos from about day 5, weight back to birth weight by 2 weeks, then steady weight gain.',
      'Herbal supplements such as fenugreek can upset the tummy of mother or baby and can affect blood sugar; ask a pharmacist before taking them.',
      'Beer and alcohol do not boost milk: alcohol reduces the let-down and how much your baby takes.',
      'If you worry about supply, a midwife, health visitor or breastfeeding supporter can watch a feed and help.',
      'In hot weather, drink to your thirst and feed your baby more often: babies under 6 months do not need water, even when it is hot, because breast milk gives them all the fluid they need.',
    ],
    whenToCall:
      'Call your midwife or health visitor the same day if your baby has fewer wet nappies, is very sleepy and hard to wake for feeds, or looks yellow.',
    signs: ['newborn-no-wet-nappy', 'newborn-not-feeding', 'newborn-jaundice'],
    related: ['feed-increase-supply', 'feed-is-baby-getting-enough'],
    sources: [lactmed, nhsEnoughMilk, { org: 'NHS', title: 'Combining breast and bottle feeding' }],
  },
  {
    id: 'feed-fasting-ramadan',
    question: 'Can I fast in Ramadan while I am breastfeeding?',
    asked: [
      'fasting in ramadan while breastfeeding',
      'can i fast while breast feeding my baby',
      'will fasting reduce my breast milk',
      'roza while breastfeeding is it ok',
    ],
    topic: 'breastfeeding',
    stages: ['postpartum'],
    lead: 'It is your choice. In Islam, breastfeeding mothers are excused from fasting (exempt) and can make up the days later (or give fidya), and an imam can talk it through with you. Many mothers do fast; short fasts do not usually change the quality of your milk, but long hot days can lower your supply and leave you dehydrated.',
    points: [
      'If your baby is under 6 months and has only breast milk, fasting is harder, because all their food and drink comes from you.',
      'If you fast, drink plenty of water between iftar and suhoor, and eat well at both meals, with protein, fruit and vegetables.',
      'Rest when you can, keep cool, and keep feeding as often as your baby wants.',
      'Stop fasting and drink if you feel dizzy, faint, very thirsty or confused, or your wee is dark.',
      'Watch your baby: fewer wet nappies, darker wee, more sleepy or unsettled feeds, or poor weight gain mean they may be getting less milk.',
    ],
    whenToCall:
      'Break your fast and speak to your GP, midwife or health visitor if you feel unwell or your baby has fewer wet nappies. Call your baby’s doctor now if your baby has no wet nappy for 12 hours or is not feeding.',
    signs: ['newborn-no-wet-nappy', 'newborn-not-feeding'],
    related: ['feed-low-supply-worries', 'feed-water-for-baby'],
    sources: [
      { org: 'NHS', title: 'Breastfeeding and diet' },
      { org: 'NHS', title: 'Ramadan: health advice for fasting' },
      { org: 'WHO', title: 'Breastfeeding' },
    ],
  },
  {
    id: 'pp-charcoal-steaming',
    question: 'Is a charcoal stove in the room or herbal steaming safe after the birth?',
    asked: [
      'charcoal stove under the bed after birth',
      'burning charcoal in the bedroom to keep mother and baby warm',
      'vaginal steaming after birth for stitches',
      'sitting over hot herbal steam after giving birth',
    ],
    topic: 'recovery-after-birth',
    stages: ['postpartum'],
    postpartumWeeks: { from: 0, to: 12 },
    lead: 'No to both. Burning charcoal, coal or wood indoors gives off carbon monoxide, a gas you cannot see or smell that can poison you and your baby, and hot coals or steam can burn your skin and healing stitches.',
    points: [
      'Never burn charcoal or use a barbecue, brazier or stove indoors, even with a window open. Keep warm with ordinary heating, layers and warm drinks instead.',
      'Carbon monoxide causes headache, dizziness, sickness and sleepiness, and babies are more sensitive to it. A carbon monoxide alarm in the home is a good idea.',
      'Steaming over hot water or herbs can scald the delicate skin down below and the stitches; it does not speed healing.',
      'For stitches, keep the area clean, change your pad every few hours, and rinse with warm, not hot, water when you pee.',
      'Resting and being looked after by family in the first weeks is good for you: warmth and rest are fine, smoke and steam are not.',
    ],
    whenToCall:
      'Get everyone out into fresh air and call emergency services now if you or your baby are dizzy, sleepy, sick or hard to wake near a stove or fire. Call your midwife or GP now if your stitches become red, more painful, swollen or smelly, or you have a fever.',
    signs: ['wound-infection', 'newborn-floppy-unresponsive'],
    related: ['pp-stitches-care', 'pp-confinement-customs'],
    sources: [
      { org: 'NHS', title: 'Carbon monoxide poisoning' },
      { org: 'NHS', title: 'Episiotomy and perineal tears' },
      nhsFirstWeeks,
    ],
  },
];
