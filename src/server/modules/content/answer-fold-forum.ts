/**
 * Forum and night-time texting abbreviations read in the library's words (answers iteration 43): a number with its
 * unit run together ("4wks", "3mo"), expressed breast milk ("ebm"), formula feeding ("ff"), and asides that say
 * nothing of what she asks ("tbh", "imo"). Applied with the texting folds, before the folds that read weeks,
 * months and temperatures.
 */
import type { Fold } from './fold-guard.ts';

export const FORUM_FOLDS: ReadonlyArray<Fold> = [
  // A number with its unit run together: "4wks", "3wk", "5mo", "6mths" (never a temperature or a weight).
  [/\b(\d{1,2}) ?(?:wks|wk)\b/g, '$1 weeks'],
  [/\b(\d{1,2})(?:mo|mos|mth|mths|mnth|mnths)\b/g, '$1 months'],
  [/\b(\d{1,2}) (?:mo|mos)\b(?= old|,|\.|\?|$| baby| ff| bf| ebf| lo\b)/g, '$1 months'],
  // Expressed breast milk, and formula feeding told as "ff" (a formula-fed baby).
  [/\bebm\b/g, 'expressed breast milk'],
  [/\b(?:ff|ffing|ff'?d)\b/g, 'formula'],
  [/\b(?:tbh|tbf|imo|imho|idk|ngl)\b/g, ''],
  // Who is asking, told as "nana here babysitting lo": the asker, not a question about babysitting.
  [
    /\b(grandparents|nan|nana|nanna|gran|granny|grandma|grandmother|grandad|grandpa|grandfather|dad|mum|mom|aunty|auntie) here[,.]? babysitting\b/g,
    '$1 here with',
  ],
  // Going (or flying) home to her family's country is travelling there, not a home birth.
  [/\b(?:going|flying|travel(?:l)?ing|heading|go|fly) (?:back )?home to\b/g, 'travelling to'],
  // To microwave the milk or a bottle ("can i microwave the ebm") is to warm it (never a microwave steriliser).
  [
    /\bmicrowav(?:e|ed|es|ing)\b(?! ?steril)(?=[^.?!]{0,40}\b(?:milk|ebm|bottles?|formula|feeds?)\b)/g,
    'warm in the microwave',
  ],
  // Napa is paracetamol by its name in Bangladesh (not the valley or the cabbage).
  [/\bnapa\b(?! valley| cabbage| wine)/g, 'paracetamol'],
  // A cold or cough syrup (mixture, drops) is a cough and cold medicine.
  [/\b(?:cold|cough|flu|decongestant) (?:syrups?|mixtures?|drops|linctus)\b/g, 'cough syrup cold medicine'],
  // Tdap (whooping cough) and RSV named together ("the tdap and the rsv shot") ask which vaccines pregnancy brings.
  [
    /\b(?:tdap|rsv|whooping cough|pertussis)(?: (?:shots?|jabs?|vaccines?))? (?:and|&|plus|\+) (?:the )?(?:tdap|rsv|whooping cough|pertussis)(?: (?:shots?|jabs?|vaccines?))?\b/g,
    'which vaccines in pregnancy',
  ],
  // Told by the clinic to come every week (or weekly checkups) late in pregnancy: how often antenatal visits are.
  [
    /(?<=\b(?:clinic|health cent(?:re|er)|midwife|ob|obgyn|gynae|doctor|hospital|antenatal|prenatal|anc)\b[^.?!]{0,300})\b(?:come|go|coming|going|be seen|attend|visit)(?: (?:back|in|there))? (?:every week|weekly|each week)\b/g,
    'how often antenatal appointments',
  ],
  [
    /\b(?:need|have|got) to (?:go|come)(?: in| there| back)? (?:every week|weekly)\b|\bweekly (?:visits?|appointments?|check ?ups?|antenatal|prenatal)\b/g,
    'how often antenatal appointments',
  ],
  // Eggs cooked half way ("half boiled", "half cooked") are runny eggs; kopi is coffee (Singapore, Malaysia).
  [/\bhalf[ -]?(?:boiled|cooked|done)\b(?= eggs?\b)/g, 'runny soft boiled'],
  [/\bkopi(?: [a-z])?(?: (?:siew dai|siu dai|kosong|peng|gao|o))*\b/g, 'coffee'],
  // Soups and fruit for milk ("fish soup for milk", "papaya so milk come faster") are foods said to boost milk.
  [
    /\b(?:(?:papaya )?fish soup|green papaya|papaya|pig trotter soup|ginger soup|lactation cookies)\b(?=[^.?!]{0,60}\b(?:for (?:the |my )?(?:breast ?)?milk|so (?:the |my )?milk (?:comes?|flows?)))/g,
    'milk boosting herb',
  ],
  // Her hair "falling out in clumps" (or coming out) is hair loss.
  [/\b(?:my )?hair (?:is |keeps |has been )?(?:falling|coming|fallin) out\b/g, 'hair loss falling out'],
  // A bottle made earlier asked about hours later ("made a bottle at midnight ... still ok at 3am?"): how long made-up
  // formula keeps, not her broken night.
  [
    /\bmade (?:up )?(?:a |the |her |his |this )?(?:bottle|feed|formula)(?: up)?(?: (?:at|around|about) (?:midnight|\d{1,2}(?::\d\d)? ?(?:am|pm)?))?(?=[^?]{0,80}\bstill (?:ok|okay|good|fine|safe)\b)/g,
    'made up formula feed how long',
  ],
  [
    /(?<=\bmade up formula feed how long\b[^?]{0,80})\bstill (ok|okay|good|fine|safe) (?:at|by) (?:midnight|\d{1,2}(?::\d\d)? ?(?:am|pm)?)/g,
    'still $1',
  ],
  // A long-haul flight.
  [/\blong[ -]?haul(?: flights?)?\b/g, 'long flight'],
];
