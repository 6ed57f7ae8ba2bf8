/**
 * Folds for a question's head concept (iteration 26), where a word she uses has another, commoner sense in
 * the library: "working out" is exercise, not work; a young baby who "eats" every two hours feeds; breastfeeding
 * as "protection" against pregnancy is contraception; one bottle of formula beside breastfeeding is mixed
 * feeding; and asides that only say how she asks ("a load of fancy packs", "the real essentials only").
 * Applied in answer-folds.ts after the fresh words, on both the question and the library; iteration 27's folds by
 * food group and head concept (answer-fold-groups.ts) follow them.
 */
import { GROUP_FOLDS } from './answer-fold-groups.ts';

export const HEAD_FOLDS: ReadonlyArray<[RegExp, string]> = [
  // Exercise, not a job ("does working out make my milk sour", "after my workout"); "work out how to" stays.
  [
    /\b(?:working out|workouts?|work ?outs)\b(?! (?:what|how|when|if|whether|why|which|who|the|a|an)\b)/g,
    'gym',
  ],
  // How often a young baby "eats" is how often she feeds ("she want to eat every 2 hour", "how many times
  // must baby eat").
  [
    /\b(?:eat|eats|eating)\b(?= (?:every|all the time|so often|constantly|non ?stop|round the clock)\b)/g,
    'feed',
  ],
  [/(?<=\bhow (?:many times?|often)\b[^?.!]{0,25})\b(?:eat|eats)\b/g, 'feed'],
  // "When you breastfeed you cannot be pregnant, it is protection": breastfeeding as contraception.
  [
    /(?<=\bbreast ?(?:feed|feeding|feeds|fed)\b[^?]{0,60})\b(?:(?:can ?not|cant|wont|will not|dont|do not|never) (?:be|get|fall|become) pregnant|(?:it is|its|is|as) (?:a )?(?:protection|birth control|family planning))\b/g,
    'contraception',
  ],
  [
    /\b(?:can ?not|cant|wont|will not|dont|do not|never) (?:be|get|fall|become) pregnant\b(?=[^?]{0,40}\bbreast ?(?:feed|feeding|feeds|fed)\b)/g,
    'contraception',
  ],
  // One bottle of formula beside breastfeeding is mixed feeding ("one bottle of formula at the 11pm feed").
  [
    /\b(?:one|a|1|single|the odd|an occasional|occasional) (?:bottle of formula|formula bottle|formula feed|bottle of formula milk)\b/g,
    'one bottle mixed feeding',
  ],
  // How she asks, not what: "a load of fancy packs", "the real essentials only".
  [/\b(?:a load of|loads of|a ton of|tons of) fancy\b|\bfancy\b/g, ''],
  [/\b(?:the )?real (?=essentials|basics|must ?haves)/g, ''],
  [/(?<=\b(?:essentials|basics|must ?haves)) only\b/g, ''],
  // Who buys for her is who asks: what they buy is the question ("gf is 6 weeks, what do i get her, there's a
  // load of pregnancy packs"; "buy her the right vitamins").
  // How a helper means to help is how she asks ("support her without interfering", "without taking over").
  [
    /\bwithout (?:interfering|taking over|being (?:pushy|bossy|in the way|overbearing)|overstepping|butting in|stepping on (?:her|their) toes)\b/g,
    '',
  ],
  [/\bgf\b/g, 'girlfriend'],
  [
    /\b(?:(?:her |the )?(?:boyfriend|husband|hubby|partner|fiance|dad to be|father to be|other half)) here\b/g,
    '',
  ],
  [/\bgirlfriend(?: is| s)? (?=\d+ ?(?:weeks|wks|wk|w)\b)/g, 'she is '],
  [/\b(?:pregnancy|prenatal|antenatal|maternity) (?:packs?|multi ?packs?|bundles?)\b/g, 'pregnancy vitamins'],
  [/\b(?:buy|get|pick up|grab) (?:her |them |my \w+ |for her )?the right (?=\w)/g, 'buy '],
  ...GROUP_FOLDS,
];
