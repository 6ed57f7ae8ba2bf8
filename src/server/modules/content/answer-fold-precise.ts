/**
 * Words that pulled a precise question to a neighbouring topic (iteration 20, AH39's family): her age told as a
 * number ("I'm 42", "40 yo", "in our 40s") was read as a body temperature; a diet cola as sweeteners; a monitor
 * "sock" (Owlet) as the baby's clothes; "running on empty" as running; waking "at 3am on my back" missed the
 * sleep-position words, and "the 3am pump" the night; a restroom is a toilet, and a workplace with "no space" to
 * pump is the pumping-at-work question. Spread into answer-fold-claims.ts, so they run before the clothes and
 * temperature folds of answer-folds.ts.
 */
import { GEAR_FOLDS } from './answer-fold-gear.ts';

export const PRECISE_FOLDS: ReadonlyArray<[RegExp, string]> = [
  // A baby's things by their local names (./answer-fold-gear.ts).
  ...GEAR_FOLDS,
  // Her age: "im 42", "i am 41", "aged 40", "40 yo", "44yo", "43 years old": her circumstance, read as "older"
  // ("i am 41 plus 2" is her weeks, iteration 29), and her age last time ("i was 35", iteration 45).
  [
    /\b(?:im|i am|i was|aged?|age) (?:now |nearly |almost |only |just )?([3-5]\d)\b(?!\s*(?:\+|plus\b|p ?[0-6]\b|weeks?|wks?|w\b|days?|months?|c\b|°|degrees?|[.,]\d))/g,
    'older',
  ],
  [/\b([3-5]\d) ?(?:yo|y\/o|yrs? old|years? old|year old)\b/g, 'older'],
  [
    /\b(mum|mom|mother|mama|dad|parent),? [3-5]\d\b(?!\s*(?:\+|plus\b|p ?[0-6]\b|weeks?|wks?|w\b|days?|months?|c\b|°|degrees?|[.,]\d))/g,
    '$1 older',
  ],
  [/\b(?:in )?(?:my|our|her|their|both) (?:early |late |mid )?[3-5]0s\b/g, 'older'],
  // A drink by its brand or form: a coffee pod is coffee, a diet cola has caffeine (not only sweetener).
  [/\b(?:(?:nespresso|tassimo|dolce gusto|coffee|espresso) (?:pods?|capsules?)|nespresso)\b/g, 'coffee'],
  [/\b(?:diet|zero|sugar free|max) (?:coke|cola|pepsi)\b/g, 'cola'],
  [/\brunning on empty\b/g, 'exhausted'],
  // Dropping or skipping a pumping session is a question about pumping, however tired she says she is.
  [
    /\b(?:drop|dropping|skip|skipping|cut out|miss|missing) (?:the |a |my |one |that )?(?:\w+ )?(?:night )?(?:pump|pumping|expressing)(?: sessions?)?\b/g,
    'drop a pump session pumping',
  ],
  // A monitor worn as a sock, and the sock's alarm, are a breathing monitor, not clothes.
  [/\b(?:owlet|smart|monitor) socks?\b|\bthe sock(?= alarms?\b)/g, 'breathing monitor'],
  // Waking on her back, with the time or the night between ("i wake at 3am on my back").
  [
    /\b(?:waking|wake|woke) (?:up )?(?:at \w+ |in the night |at night )(?:flat |lying )?on my back\b/g,
    'wake up on my back sleep position',
  ],
  // An hour between 1 and 5 in the morning is the night ("drop the 3am pump").
  [/\b([1-5]) ?am\b(?! night)/g, '$1am night'],
  // A toilet by its American name, and nowhere at work to express.
  [/\b(?:restrooms?|bathroom stall)\b/g, 'toilet'],
  [/\b(?:no (?:space|room|place)|nowhere) (?:to|for) (?:pump|express)\w*\b/g, 'nowhere to express at work'],
];
