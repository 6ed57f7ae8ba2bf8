/**
 * What kind of message Zara's built-in responder is reading (normalised text, see triage.ts normalise):
 * a greeting, thanks, feelings, a dose question, a request for a diagnosis, a vague opener, dark words that
 * triage did not raise, or a question about the baby rather than her. Also the check that an answer gives a dose.
 */
import { normalise } from '../../core/domain/triage.ts';

export const GREETING =
  /^(?:hi|hello|hey|hiya|howdy|heya|yo|hola|good (?:morning|afternoon|evening|night|day)|morning|evening|hi there|hello there|hey there)(?: zara| there| you)?[\s!.,]*(?:zara)?[\s!.,]*$/i;
export const GREETING_START = /^(?:hi|hello|hey|hiya|good (?:morning|afternoon|evening))\b/i;
export const THANKS =
  /^(?:thanks|thank you|thank u|thx|ty|cheers|thanks zara|thank you zara|that helps|that helped|that really helped|lovely,? thanks)\b/i;
export const EMOTIONAL =
  /\b(?:anxious|anxiety|worried|worry|worrying|scared|afraid|frightened|terrified|nervous|sad|low|(?<!\b(?:him|her|them|baby|it|lo|back|sit|lie|lay|put|settle|go)\s)down|lonely|alone|overwhelmed|stressed|stress|cry|crying|cried|tearful|teary|upset|depressed|panic|panicky|dread|dreading|guilty|hopeless|not coping|cant cope|struggling|exhausted emotionally|fed up|miserable|irritable|angry|frustrated|no one to talk to|nobody to talk to|rubbish mum|bad mum|bad mother|failing|failure|useless|not good enough|lost myself|not myself)\b/;
/**
 * She speaks of her own feelings: a feeling word with her as the subject ("I'm so low", "I feel scared",
 * "I keep crying"), not "put her down" or "the baby is crying".
 */
export const FEELING_SELF = new RegExp(
  `\\b(?:i|im|i am|ive been|i have been|i feel|i felt|feeling|i keep|i just|i get|i m|me)\\b(?:\\s+\\w+){0,3}?\\s+${EMOTIONAL.source}|^${EMOTIONAL.source}`,
);
export const DOSE =
  /\b(?:how (?:much|many)|dose|dosage|doses|mg|milligrams?|ml of|tablets? (?:can|should)|maximum|max amount|how often can i take|double up)\b/;
export const MEDICINE =
  /\b(?:paracetamol|ibuprofen|aspirin|codeine|tablet|tablets|pill|pills|medicine|medication|meds|antibiotics?|gaviscon|rennie|antacid|antihistamine|piriton|sertraline|iron|supplement|vitamin|folic|laxative|lactulose|cough syrup|nurofen|calpol|dose)\b/;
/** An amount of a medicine: "500 mg", "two tablets", "every 4 hours" (in an answer, not a question). */
export const DOSE_AMOUNT =
  /\b\d+(?:\.\d+)?\s?(?:mg|milligrams?|mcg|micrograms?|g|grams?|ml|millilitres?|milliliters?|iu|units?)\b|\b(?:one|two|three|four|1|2|3|4|half a|a) (?:tablets?|pills?|capsules?|caplets?|spoonfuls?|teaspoons?|sachets?)\b|\bevery \d+(?: to \d+)? hours\b|\b(?:up to )?\d+ times a day\b/i;

/**
 * Whether a text gives a medicine dose: the dose pattern Zara refuses in questions, applied to an answer,
 * or an amount of something next to a medicine.
 */
export function givesDose(answer: string): boolean {
  const text = normalise(answer);
  return MEDICINE.test(text) && (DOSE_AMOUNT.test(answer) || (DOSE.test(text) && /\d/.test(answer)));
}

/** The question is about the baby rather than her. */
export const BABY = /\b(?:baby|babys|babies|newborn|little one|son|daughter|infant|he|hes|him|his)\b/;

export const DIAGNOSE =
  /\b(?:do i have(?! to\b| (?:any |the |a )?(?:rights?|entitle\w*|leave|time off|say)\b)|have i got(?! to\b| (?:any |the |a )?(?:rights?|entitle\w*|leave|time off|say)\b)|diagnose|whats wrong with me|what is wrong with me|is this (?:a|an) (?:infection|miscarriage|ectopic|uti|disease))\b/;
export const VAGUE =
  /^(?:help|help me|i have a question|question|can i ask (?:you )?(?:something|a question)|i need help|i need advice|not feeling (?:great|good|right|well|myself)|something feels (?:off|wrong|weird)|i feel (?:weird|strange|off|funny|odd|unwell|rubbish|bad)|im not ok|im not okay|feeling off|not sure|hmm+|\?+|pain|it hurts|i dont feel well|i feel sick|worried|im worried|is this normal|is that normal|what should i do)[\s?.!]*$/;

/** Words about dying or harming herself that triage did not raise: the answer still names where help is. */
export const DARK =
  /\b(?:suicid\w*|kill myself|hurt myself|harm myself|end it|end my life|not be here|not being here|disappear|vanish|exist|existing|overdose|wrists?|hopeless|worthless|no point|cant go on|better off without|want to die|wanna die|wish i was dead|give up on (?:life|everything))\b/;
