import type { z } from 'zod';
import type { checklistsSchema } from '../src/core/contracts/content.ts';

/**
 * Checklists for birth preparation (/birth-prep) and the Doctor Visit Toolkit (/visit-toolkit):
 * - hospitalBag: the hospital bag checklist, in four groups (mother, baby, partner, documents)
 * - birthPlanSections: the sections of the birth plan form; 'delivery-preferences' holds the spec's deliveryPreference
 * - prepChecklist: the toolkit's 6-item prep checklist (spec 01, sections 2, 3 and 9): the birth-plan item is
 *   high priority from week 32, the hospital bag from week 35, the postpartum plan from week 36. The birth plan and
 *   the bag are for pregnancy only; after the birth two items about her recovery and her baby take their place,
 *   so each stage has six
 */

type Checklists = z.input<typeof checklistsSchema>;

const nhsBag = { org: 'NHS', title: 'Pack your bag for labour' };
const nhsBirthPlan = { org: 'NHS', title: 'How to make a birth plan' };
const nhsPainRelief = { org: 'NHS', title: 'Pain relief in labour' };
const nhsWhere = { org: 'NHS', title: 'Where to give birth: the options' };
const nhsAppointments = { org: 'NHS', title: 'Your antenatal appointments' };
const niceIntrapartum = { org: 'NICE', title: 'Intrapartum care (NG235)' };
const niceAntenatal = { org: 'NICE', title: 'Antenatal care (NG201)' };
const nicePostnatal = { org: 'NICE', title: 'Postnatal care (NG194)' };
const whoCord = {
  org: 'WHO',
  title:
    'Guideline: delayed umbilical cord clamping for improved maternal and infant health and nutrition outcomes',
};
const acogPostpartum = { org: 'ACOG', title: 'Optimizing Postpartum Care' };
const aapCarSeats = { org: 'AAP', title: 'Car Seats: Information for Families' };
const aapSafeSleep = { org: 'AAP', title: 'How to Keep Your Sleeping Baby Safe: AAP Policy Explained' };
const nhsPostnatalCheck = { org: 'NHS', title: 'Your 6-week postnatal check' };
const aapWellBaby = { org: 'AAP', title: 'Bright Futures: well-child visits' };

export const checklists: Checklists = {
  hospitalBag: [
    // Mother
    {
      id: 'labour-clothes',
      group: 'mother',
      label: 'Loose, comfortable clothes for labour',
      note: 'A long T-shirt or nightdress you can move in.',
    },
    {
      id: 'dressing-gown-slippers',
      group: 'mother',
      label: 'Dressing gown and slippers',
      note: 'Handy for walking around the ward.',
    },
    { id: 'warm-socks', group: 'mother', label: 'Warm socks', note: 'Feet can get cold in labour.' },
    {
      id: 'nightwear',
      group: 'mother',
      label: 'Nightwear or pyjamas',
      note: 'Front-opening tops make feeding easier.',
    },
    {
      id: 'going-home-outfit',
      group: 'mother',
      label: 'Loose outfit for going home',
      note: 'Your bump takes time to go down, so pack something roomy.',
    },
    {
      id: 'maternity-pads',
      group: 'mother',
      label: 'Maternity pads',
      note: 'Plenty of them: bleeding after birth is heaviest in the first days.',
    },
    {
      id: 'comfortable-underwear',
      group: 'mother',
      label: 'Comfortable, high-waisted underwear',
      note: 'High-waisted pairs sit above a caesarean wound.',
    },
    {
      id: 'nursing-bras',
      group: 'mother',
      label: 'Comfortable or nursing bras',
      note: 'Non-wired, in case your breasts feel full.',
    },
    {
      id: 'breast-pads',
      group: 'mother',
      label: 'Breast pads',
      note: 'Useful whichever way you feed, as milk can leak.',
    },
    {
      id: 'toiletries',
      group: 'mother',
      label: 'Wash bag with toiletries',
      note: 'Toothbrush, toothpaste, soap, deodorant, shampoo.',
    },
    { id: 'hair-ties', group: 'mother', label: 'Hair ties or clips' },
    {
      id: 'lip-balm',
      group: 'mother',
      label: 'Lip balm',
      note: 'Gas and air and hospital air can dry your lips.',
    },
    { id: 'towel', group: 'mother', label: 'Towel', note: 'Check whether your unit provides them.' },
    {
      id: 'snacks-and-drinks',
      group: 'mother',
      label: 'Snacks and drinks',
      note: 'Easy energy for labour and afterwards.',
    },
    { id: 'phone-and-charger', group: 'mother', label: 'Phone and charger with a long cable' },
    {
      id: 'glasses-or-contacts',
      group: 'mother',
      label: 'Glasses or contact lens case',
      note: 'If you use them.',
    },
    {
      id: 'comfort-items',
      group: 'mother',
      label: 'Things to help you relax',
      note: 'Music and headphones, your own pillow, a book or a massage oil.',
    },
    {
      id: 'own-medicines',
      group: 'mother',
      label: 'Any medicines you take',
      note: 'In their original packaging, so your team can see what they are.',
    },

    // Baby
    {
      id: 'baby-sleepsuits',
      group: 'baby',
      label: 'Sleepsuits',
      note: 'A few, in newborn size and the next size up.',
    },
    { id: 'baby-vests', group: 'baby', label: 'Vests or bodysuits' },
    { id: 'baby-hat', group: 'baby', label: 'Soft hat', note: 'Newborns lose heat through their heads.' },
    { id: 'baby-socks-mittens', group: 'baby', label: 'Socks or booties, and scratch mittens' },
    {
      id: 'baby-going-home-outfit',
      group: 'baby',
      label: 'Going-home outfit',
      note: 'Dress for the weather, in layers.',
    },
    { id: 'newborn-nappies', group: 'baby', label: 'Newborn nappies (diapers)' },
    { id: 'cotton-wool-or-wipes', group: 'baby', label: 'Cotton wool or gentle, unscented wipes' },
    { id: 'muslin-cloths', group: 'baby', label: 'Muslin cloths', note: 'For milky dribbles and burping.' },
    {
      id: 'baby-blanket',
      group: 'baby',
      label: 'Blanket or shawl for the journey',
      note: 'Take it off once you are home: no loose blankets for sleep.',
    },
    {
      id: 'formula-and-bottles',
      group: 'baby',
      label: 'Formula and bottles, if you plan to use them',
      note: 'Ask your unit what they provide; ready-made formula is easiest in hospital.',
    },
    {
      id: 'car-seat',
      group: 'baby',
      label: 'Rear-facing infant car seat',
      note: 'Fitted in the car before labour starts, if you are going home by car.',
    },

    // Partner
    {
      id: 'partner-change-of-clothes',
      group: 'partner',
      label: 'Change of clothes',
      note: 'Labour can be long.',
    },
    { id: 'partner-toiletries', group: 'partner', label: 'Toothbrush and toiletries' },
    { id: 'partner-snacks', group: 'partner', label: 'Snacks and drinks for the partner' },
    { id: 'partner-phone-charger', group: 'partner', label: 'Phone and charger' },
    {
      id: 'contact-list',
      group: 'partner',
      label: 'List of people to call or message',
      note: 'Family, friends, and whoever is looking after older children or pets.',
    },
    { id: 'parking-and-change', group: 'partner', label: 'Parking details, coins or a parking app' },
    {
      id: 'partner-comfort',
      group: 'partner',
      label: 'Something comfortable to wear or rest on',
      note: 'A jumper and a small pillow.',
    },
    { id: 'partner-medicines', group: 'partner', label: 'Any medicines the partner takes' },

    // Documents
    {
      id: 'maternity-notes',
      group: 'documents',
      label: 'Maternity notes or pregnancy record',
      note: 'Or make sure your digital record is easy to open.',
    },
    { id: 'birth-plan-copy', group: 'documents', label: 'Copy of your birth plan' },
    { id: 'photo-id', group: 'documents', label: 'Photo ID' },
    {
      id: 'insurance-details',
      group: 'documents',
      label: 'Health insurance card or details',
      note: 'Where your care needs it.',
    },
    { id: 'medicines-list', group: 'documents', label: 'List of medicines and allergies' },
    { id: 'important-numbers', group: 'documents', label: 'Maternity unit and midwife phone numbers' },
    {
      id: 'hospital-paperwork',
      group: 'documents',
      label: 'Any forms or letters from the hospital',
      note: 'Such as pre-registration or appointment letters.',
    },
    {
      id: 'birth-partner-details',
      group: 'documents',
      label: "Birth partner's name and phone number",
      note: 'Written down, in case your phone is out of charge.',
    },
  ],

  hospitalBagSources: {
    mother: [nhsBag, niceIntrapartum],
    baby: [nhsBag, aapCarSeats, aapSafeSleep],
    partner: [nhsBag],
    documents: [nhsBag, niceAntenatal],
  },

  birthPlanSections: [
    {
      id: 'birth-setting',
      title: 'Where you would like to give birth',
      description:
        'Where you give birth depends on your health and what is available near you. Your midwife can talk you through each option, and you can change your mind.',
      multiple: false,
      options: [
        { id: 'labour-ward', label: 'Hospital labour ward' },
        { id: 'birth-centre', label: 'Midwife-led unit or birth centre' },
        { id: 'home', label: 'At home' },
        { id: 'not-sure-yet', label: 'Not sure yet' },
      ],
      sources: [nhsWhere, nhsBirthPlan],
    },
    {
      id: 'birth-partner',
      title: 'Who you would like with you',
      description:
        'Your birth partners support you through labour. Ask your maternity unit how many people can be with you.',
      multiple: true,
      options: [
        { id: 'partner', label: 'My partner' },
        { id: 'family-member', label: 'A family member' },
        { id: 'friend', label: 'A friend' },
        { id: 'doula', label: 'A doula' },
        { id: 'no-birth-partner', label: 'I would prefer to have only my care team' },
      ],
      sources: [nhsBirthPlan, niceIntrapartum],
    },
    {
      id: 'pain-relief',
      title: 'Pain relief you would like to try',
      description:
        'Choose everything you would like to have available. You can change your mind on the day, and some options depend on where you give birth.',
      multiple: true,
      options: [
        { id: 'breathing-and-movement', label: 'Breathing, relaxation, massage and moving around' },
        { id: 'water', label: 'Water: a bath or birth pool' },
        { id: 'tens', label: 'TENS machine' },
        { id: 'gas-and-air', label: 'Gas and air (nitrous oxide)' },
        { id: 'opioid-injection', label: 'Opioid injection' },
        { id: 'epidural', label: 'Epidural' },
      ],
      sources: [nhsPainRelief, niceIntrapartum],
    },
    {
      id: 'environment',
      title: 'Your birth environment',
      description: 'Small things can help you feel calm, safe and in control.',
      multiple: true,
      options: [
        { id: 'dim-lights', label: 'Dimmed lights' },
        { id: 'quiet-room', label: 'A quiet room with few interruptions' },
        { id: 'own-music', label: 'My own music' },
        { id: 'move-freely', label: 'Freedom to move and change position' },
        { id: 'explain-everything', label: 'Please explain each step before it happens' },
      ],
      sources: [nhsBirthPlan, niceIntrapartum],
    },
    {
      id: 'monitoring',
      title: "Monitoring your baby's heartbeat",
      description:
        "Your team will listen to your baby's heartbeat during labour. How often, and how, depends on your health and your baby's; your midwife will explain what they recommend.",
      multiple: true,
      options: [
        { id: 'intermittent', label: 'Listening at intervals, if all is well' },
        { id: 'continuous-if-needed', label: 'Continuous monitoring, if it is recommended' },
        { id: 'wireless-if-available', label: 'Wireless monitoring, if available, so I can move' },
        { id: 'discuss-with-me', label: 'Talk with me before any change' },
      ],
      sources: [niceIntrapartum],
    },
    {
      id: 'delivery-preferences',
      title: 'How you hope to give birth',
      description:
        'Your delivery preference. Births do not always go to plan; your team will talk with you about any change and ask for your consent.',
      multiple: false,
      options: [
        { id: 'vaginal-birth', label: 'Vaginal birth' },
        { id: 'water-birth', label: 'Water birth' },
        { id: 'vbac', label: 'Vaginal birth after a previous caesarean (VBAC)' },
        { id: 'planned-caesarean', label: 'Planned caesarean' },
        { id: 'open-to-what-is-needed', label: 'Open to whatever is needed on the day' },
      ],
      sources: [nhsBirthPlan, nhsWhere],
    },
    {
      id: 'after-birth',
      title: 'The first hours after birth',
      description: 'Your wishes for the moments after your baby is born, if you and your baby are well.',
      multiple: true,
      options: [
        { id: 'skin-to-skin', label: 'Skin-to-skin contact straight away' },
        { id: 'delayed-cord-clamping', label: 'Delayed cord clamping' },
        { id: 'partner-cuts-cord', label: 'My birth partner would like to cut the cord' },
        { id: 'partner-skin-to-skin', label: 'Skin-to-skin with my partner if I cannot' },
        { id: 'vitamin-k-discussed', label: 'Vitamin K for my baby, discussed with my team' },
      ],
      sources: [nhsBirthPlan, whoCord, niceIntrapartum],
    },
    {
      id: 'feeding',
      title: 'Feeding your baby',
      description:
        'Every feeding choice is valid. Your midwife can support you with any of these, and you can change your plan.',
      multiple: false,
      options: [
        { id: 'breastfeeding', label: 'Breastfeeding or chestfeeding' },
        { id: 'formula', label: 'Formula feeding' },
        { id: 'combination', label: 'A combination of both' },
        { id: 'undecided', label: 'Not decided yet' },
      ],
      sources: [nhsBirthPlan, nicePostnatal],
    },
    {
      id: 'if-plans-change',
      title: 'If plans change',
      description:
        'What matters to you if labour takes a different turn, including an assisted birth or a caesarean.',
      multiple: true,
      options: [
        { id: 'explain-options', label: 'Explain my options and give me time to decide where possible' },
        { id: 'partner-stays', label: 'My birth partner stays with me' },
        { id: 'skin-to-skin-in-theatre', label: 'Skin-to-skin in theatre if possible' },
        { id: 'see-baby-born', label: 'A lowered screen to see my baby being born' },
      ],
      sources: [nhsBirthPlan, niceIntrapartum],
    },
  ],

  prepChecklist: [
    {
      id: 'birth-plan',
      category: 'Birth preparation',
      title: 'Write your birth plan',
      description:
        'Note your wishes for where you give birth, who is with you, pain relief and the first hours after birth, and talk them through with your midwife.',
      highFromWeek: 32,
      defaultPriority: 'medium',
      stage: 'pregnancy',
      sources: [nhsBirthPlan],
    },
    {
      id: 'hospital-bag',
      category: 'Birth preparation',
      title: 'Pack your hospital bag',
      description:
        'Get your bag ready for you, your baby and your birth partner, with your maternity notes close to hand, and fit the car seat if you need one.',
      highFromWeek: 35,
      defaultPriority: 'medium',
      stage: 'pregnancy',
      sources: [nhsBag, aapCarSeats],
    },
    {
      id: 'postpartum-plan',
      category: 'After birth',
      title: 'Make a postpartum plan',
      description:
        'Plan your support for the first weeks: who can help with meals and chores, how you will share night feeds, your feeding choice, and the numbers to call if you or your baby are unwell.',
      highFromWeek: 36,
      defaultPriority: 'low',
      sources: [acogPostpartum, nicePostnatal],
    },
    {
      id: 'questions-for-your-visit',
      category: 'Visit preparation',
      title: 'Write down your questions',
      description:
        'List what you want to ask at your next appointment, most important first, so nothing is forgotten. No question is too small.',
      defaultPriority: 'high',
      sources: [nhsAppointments, niceAntenatal],
    },
    {
      id: 'symptom-review',
      category: 'Health tracking',
      title: 'Review your symptoms',
      description:
        'Look back over your symptom log since your last visit and note anything new, changing or worrying to mention. Anything urgent should not wait for the visit: call your midwife or maternity unit now.',
      defaultPriority: 'medium',
      sources: [nhsAppointments, niceAntenatal],
    },
    {
      id: 'medications-and-records',
      category: 'Records',
      title: 'Bring your medicines and records',
      description:
        'Bring your maternity notes or pregnancy record, and a list of every medicine, vitamin and supplement you take, with any allergies.',
      defaultPriority: 'medium',
      sources: [nhsAppointments, nhsBag],
    },
    {
      id: 'recovery-notes',
      category: 'Your recovery',
      title: 'Note how you are healing',
      description:
        'Jot down how your bleeding, any stitches or scar, your pain, your sleep and your mood have been since the birth, so you can describe them at your check-up. Anything urgent should not wait for the visit: call your midwife or doctor now.',
      defaultPriority: 'high',
      stage: 'postpartum',
      sources: [nhsPostnatalCheck, nicePostnatal],
    },
    {
      id: 'baby-notes',
      category: 'Your baby',
      title: "Note your baby's feeds and nappies",
      description:
        "Bring a note of how your baby is feeding, their wet and dirty nappies and any weight checks, with your baby's health record, so their check-up starts from what you have seen.",
      defaultPriority: 'medium',
      stage: 'postpartum',
      sources: [nicePostnatal, aapWellBaby],
    },
  ],

  sources: [
    nhsBag,
    nhsBirthPlan,
    nhsPainRelief,
    nhsWhere,
    nhsAppointments,
    niceIntrapartum,
    niceAntenatal,
    nicePostnatal,
    whoCord,
    acogPostpartum,
    aapCarSeats,
    aapSafeSleep,
    nhsPostnatalCheck,
    aapWellBaby,
  ],
};
