/**
 * Triage meaning rules for postpartum psychosis (shared/medical/warning-signs.md B, Action on Postpartum
 * Psychosis: an emergency): beliefs that are not true, voices, messages meant for her, a high or racing mind
 * after days without sleep. Feeling unreal, or days without sleep, is ordinary exhaustion on its own and only
 * counts beside another sign; being looked at while breastfeeding in a cafe is not being watched.
 */
import { type Family, familyMatches, type RuleMatch, regexMatches } from './triage-match.ts';

const re = (s: string) => new RegExp(s);
const PSYCHOSIS = 'postpartum-psychosis';

const WATCHERS = String.raw`(?:people|someone|somebody|they|everyone|everybody|the neighbours|neighbours|neighbors|the neighbors|the government|the police|strangers|my family|cameras|the cameras|aliens)`;
const BELIEF = String.raw`(?:i think|i know|im sure|im convinced|im certain|convinced|i believe|i feel like|feels like|i can tell|i just know|im positive)`;
const NOT_IN_PUBLIC =
  /\b(?:breastfeed|breastfeeding|feeding|feed|in public|cafe|park|shop|stare|staring|judg\w*|gym|pool|class)\b/;
const UNREAL =
  /\b(?:everything|nothing|the world|it all|life|things|everyone|people|my baby|the baby)(?: \w+)? (?:seems|feels|looks|is|are)(?: so| really| totally| all| just)? (?:unreal|fake|not real|like a dream|like a film|like a movie|like a simulation|a simulation|staged|made up)\b|\bnothing (?:feels|seems|is) real\b|\bi (?:dont|do not) feel real\b|\bin a simulation\b/;
const NO_SLEEP_DAYS =
  /\b(?:havent|have not|not|hardly|barely|dont|didnt) (?:slept|needed (?:to )?sleep|need (?:to )?sleep)(?: \w+){0,3} (?:days|nights|all week|a week|week)\b/;
const HIGH =
  /\b(?:feel|feeling|felt|im) (?:so )?(?:amazing|incredible|invincible|wired|on top of the world|buzzing|euphoric|high|energised|energized|full of energy|unstoppable|powerful)\b|\bracing thoughts\b|\bthoughts (?:are )?racing\b|\bspecial (?:powers|mission|purpose|message)\b|\b(?:chosen|sent) by god\b/;

const PSYCHOTIC: Family[] = [
  {
    re: re(
      String.raw`\b${WATCHERS} (?:\w+ )?(?:are |is |keep |keeps |have been |has been |been )?(?:spying on|plotting against|plotting|poisoning|controlling|reading my (?:mind|thoughts)|out to get|trying to (?:kill|poison|hurt|take|steal) (?:me|my baby|the baby|us)|bugging|hacking into my (?:mind|head))\b`,
    ),
    phrase: 'believing people are plotting against her',
  },
  {
    re: re(
      String.raw`\b${BELIEF} (?:that )?${WATCHERS} (?:are |is |keep |keeps |have been |has been |been )?(?:watching|following|listening to|after|recording|talking of) (?:me|us|my every move|everything i do)\b`,
    ),
    phrase: 'believing she is being watched',
    guard: (s) => !NOT_IN_PUBLIC.test(s),
  },
  {
    re: /\b(?:the tv|tv|the television|television|the radio|radio|songs?|the songs|the news|adverts?|ads|number plates|numbers|billboards)(?: \w+){0,2}? (?:is |are |keeps? |has been |have been |been )?(?:sending|giving|telling|talking to|speaking to|speaking directly to) (?:me )?(?:secret |hidden |special )?(?:messages|signals|signs|codes|me things|me to|me directly|directly to me)\b|\b(?:secret|hidden|coded) (?:messages|signs|signals|codes) (?:for|to|meant for|just for) me\b/,
    phrase: 'believing the TV or radio sends her messages',
  },
  {
    re: /\b(?:voices?|someone|something|the baby|baby|a man|a woman|people|god)(?: \w+){0,2} (?:talking|speaking|whispering|telling me|calling me|talks|speaks)(?: \w+){0,3} (?:in|inside) my head\b|\bvoices? (?:in|inside) my head\b|\bvoices? (?:are |keep |keeps )?(?:telling|saying|ordering|commanding|whispering)\b|\bhear(?:ing)? (?:things|voices|people|someone|noises) (?:that |who |which )?(?:arent|isnt|are not|is not|nobody else|no one else)\b|\btelling me to (?:hurt|kill|harm|do bad|do things|jump|drown|leave)\b/,
    phrase: 'hearing voices',
  },
  {
    re: /\b(?:talking|speaking|sending (?:me )?messages|communicating|whispering) (?:to me )?(?:through|via|from|in) (?:the )?(?:monitor|baby monitor|tv|radio|walls?|phone|fridge|lights|telly|television|plug sockets?)\b/,
    phrase: 'believing things speak to her',
  },
  {
    re: /\bsee(?:ing)?(?: \w+){1,5} (?:that|which|who) (?:no one|nobody|my husband|my partner|he|she|they|others|anyone else)(?: else)? (?:cant|cannot|doesnt|dont|didnt|couldnt) see\b|\b(?:bugs|insects|spiders|ants|worms) (?:crawling|moving) (?:on|over|in|under) (?:the walls?|me|my skin|the ceiling|the baby)\b/,
    phrase: 'seeing things that are not there',
  },
  {
    re: /\bgod (?:has )?(?:chosen|picked|sent|told) me\b|\b(?:the )?chosen one\b|\bsave the (?:world|universe|planet|human race)\b|\bmission from god\b|\bim the messiah\b/,
    phrase: 'believing she has a special mission',
  },
  {
    re: /\b(?:heard|hear|hearing) (?:a )?voices? (?:tell|telling|say|saying|that|calling|whisper|whispering)\b/,
    phrase: 'hearing voices',
  },
  {
    re: /\b(?:baby|he|she|our baby|my baby|the baby)(?: \w+){0,3} (?:been )?(?:replaced|swapped|switched)\b|\b(?:baby|he|she)(?: \w+){0,2} (?:is|isnt|is not)(?: really)? (?:an imposter|a fake|fake|not (?:really )?(?:mine|ours|real|my baby|our baby)|evil|possessed|the devil)\b/,
    phrase: 'believing the baby is not hers or is evil',
  },
  {
    re: /\b(?:says|said|thinks|tells me|told me|keeps saying|is saying|are saying)(?: that)? (?:im|i am|ive been|i was|i have been|i keep) (?:talking|speaking|saying) (?:nonsense|gibberish|strange things|weird things|odd things|things that make no sense)\b|\b(?:says|said|thinks)(?: that)? (?:im|i am|ive been) not making (?:any )?sense\b/,
    phrase: 'not making sense',
  },
];

export function psychosisRules(text: string): RuleMatch[] {
  const out = familyMatches(text, PSYCHOTIC, PSYCHOSIS);
  const unreal = UNREAL.exec(text);
  if (NO_SLEEP_DAYS.test(text) && HIGH.test(text))
    out.push(...regexMatches(text, HIGH, PSYCHOSIS, 'no sleep for days and feeling high'));
  else if (unreal && (out.length > 0 || NO_SLEEP_DAYS.test(text) || HIGH.test(text)))
    out.push(...regexMatches(text, UNREAL, PSYCHOSIS, 'everything feels unreal'));
  return out;
}
