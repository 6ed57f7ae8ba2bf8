/**
 * Triage meaning rules for thoughts of self-harm or of harming the baby (shared/medical/warning-signs.md D:
 * an emergency, always). People rarely use the clinical words, so each rule reads a family of wordings over the
 * normalised text (triage.ts `normalise`: lower case, no apostrophes, "about" read as "of"), each with guards
 * for the everyday idioms that share its words ("this heartburn is killing me", "what's the point of a birth
 * plan", "I can't do this puzzle anymore", "scared I'll drop him on the stairs").
 */
import { harmToBabyRules } from './triage-harm-baby.ts';
import { type Family, familyMatches, type RuleMatch } from './triage-match.ts';

const re = (s: string) => new RegExp(s);
const SELF = 'self-harm-thoughts';

/** Nothing after the words but the end of a clause: "I don't see the point." (no "of a birth plan"). */
const END = String.raw`(?= [.!?,;:]| and\b| but\b| so\b| i\b| im\b| lol\b| tbh\b| honestly\b| right now\b| at all\b| now\b|$)`;
const LONGER = String.raw`(?: anymore| any more| any longer| much longer| for much longer)`;
/** What "the point" is missing from when it is about her life rather than a thing. */
const LIFE = String.raw`(?:me |myself )?(?:even )?(?:anything|it all|any of (?:it|this)|everything|life|living|me|myself|existing|being (?:here|alive|around)|carrying on|going on|trying|waking up|getting up|bothering|keeping going|me being here)`;

/** Hopelessness said around a bare "what's the point": it is about her, not a purchase. */
const DISTRESS =
  /\b(?:sad|low|hopeless|empty|numb|worthless|useless|failure|hate (?:myself|my life|everything)|cant cope|crying|cry|alone|lonely|exhausted|depressed|broken|trapped|give up|giving up|miserable|nothing|anymore|any more|why bother|tired of|so tired|dark|darkness|wish|dead|die)\b/;

/** Hopelessness strong enough that "I just want to stop" is about her life, not a crying baby. */
const HOPELESS =
  /\b(?:hopeless|worthless|empty|numb|failure|hate myself|trapped|give up|giving up|tired of (?:fighting|trying|everything|it all|being me)|cant cope|cant do this|no way out|broken|burden|dark thoughts|nothing left)\b/;

/**
 * A bare "what's the point" (no object, no "anymore") counts only in a short message or beside distress, so
 * "what's the point, it'll be outgrown in a month" is not read as hopelessness.
 */
const needsDistress = (_s: string, m: RegExpExecArray, text: string) => {
  if (m[1] || m[2]) return true;
  const rest = `${text.slice(0, m.index)} ${text.slice(m.index + m[0].length)}`;
  return DISTRESS.test(rest) || rest.split(' ').filter((w) => /\p{L}/u.test(w)).length <= 4;
};

const POINTLESS: Family[] = [
  {
    re: re(
      String.raw`\b(?:dont|cant|do not|no longer|never|cannot|struggling to|struggle to) see (?:the|a|any|much) point(?: (?:in|of|to) (${LIFE}))?(${LONGER})?${END}`,
    ),
    phrase: 'no point in anything',
    guard: needsDistress,
  },
  {
    re: re(
      String.raw`\b(?:whats|what is|wats|wots|whats even) the point(?: (?:in|of|to) (${LIFE}))?(${LONGER})?${END}`,
    ),
    phrase: 'what is the point',
    guard: needsDistress,
  },
  {
    re: re(
      String.raw`\b(?:theres|there is|i see|i feel|feels like theres|feel like theres|feels like there is) no point(?: (?:in|of|to) (${LIFE}))?(${LONGER})?${END}`,
    ),
    phrase: 'no point in anything',
    guard: needsDistress,
  },
  {
    re: /\b(?:life|living|everything|my life|existing|being alive) (?:is|feels|seems) (?:so |just |totally |completely |pretty )?(?:pointless|meaningless|hopeless|not worth it|not worth living|too much to bear)\b/,
    phrase: 'life feels pointless',
  },
  {
    re: /\b(?:life|living|my life|this life|it all|existing)(?: \w+)? (?:doesnt|dont|does not|isnt|is not|no longer)(?: really)? (?:feel |seem |feels |seems )?worth (?:it|living|the effort|carrying on|going on)\b|\b(?:isnt|is not|not) worth (?:living|being alive|carrying on|going on)\b/,
    phrase: 'life not worth living',
  },
];

const CANT_GO_ON: Family[] = [
  {
    re: re(
      String.raw`\b(?:cant|cannot|can no longer) (?:do|take|handle|cope with|bear|stand|manage|deal with|live with) (?:this|it|any of (?:this|it)|this life|life|my life|everything|it all)${LONGER}\b`,
    ),
    phrase: 'cannot do this any more',
  },
  { re: re(String.raw`\b(?:cant|cannot) cope${LONGER}\b`), phrase: 'cannot cope any more' },
  {
    re: /\b(?:cant|cannot|can no longer) face (?:another day|tomorrow|life|living|anything|it all|waking up)\b/,
    phrase: 'cannot face another day',
  },
  {
    re: re(
      String.raw`\b(?:cant|cannot|can no longer|dont think i can|not sure i can|dont know how (?:much longer )?i can|dont know if i can) (?:keep going|go on|carry on|keep doing this|keep living|live like this|keep on)(?:(?: like this|${LONGER})\b|${END})`,
    ),
    phrase: 'cannot go on',
  },
  {
    re: re(
      String.raw`\b(?:dont|do not|no longer) (?:want|wanna) to (?:do this|go on|carry on|keep going|keep living|live like this|be (?:here|alive|around))${LONGER}\b`,
    ),
    phrase: 'does not want to go on',
  },
  {
    re: re(String.raw`\b(?:i )?(?:just )?want (?:everything |it all |all of it )?to (?:stop|end)${END}`),
    phrase: 'wanting it all to stop',
    guard: (_s, _m, text) => HOPELESS.test(text),
  },
  {
    re: /\b(?:planning|planned|plan|worked out|working out|thinking of|thought of|figured out|figuring out|researching|looked up|looking up|decided) (?:how|when|where|the best way) (?:i(?:d| would| will| could| should| can| am going to)?|to|im going to) (?:do it|end it|go through with it|die|kill myself|end things)\b/,
    phrase: 'planning how to die',
  },
  {
    re: re(
      String.raw`\bdont (?:think|feel like|know if|know whether) i (?:want|wanna|can) (?:to )?(?:live|be alive|exist|be here|go on|carry on|keep going)(?:${LONGER}\b|${END})`,
    ),
    phrase: 'does not want to live',
  },
];

/** "scared of not waking up when he cries" is about hearing the baby, not about dying. */
const WAKE_FOR = String.raw`(?! (?:when|to|for|in time|if|with|before|at)\b)`;
const WAKING: Family[] = [
  {
    re: re(
      String.raw`\b(?:of|imagine|imagining|picture|picturing|wish|wishing|hope|hoping|rather|prefer|want|wanna|like|dream of|dreaming of) (?:to )?(?:me |myself )?(?:not|never) (?:waking|wake)(?: up)?${WAKE_FOR}\b`,
    ),
    phrase: 'thinking of not waking up',
    guard: (s) => !/\b(?:scared|afraid|worried|nervous|fear|worry|terrified) of (?:not|never)\b/.test(s),
  },
  {
    re: re(
      String.raw`\b(?:hope|hoping|wish|wishing|pray|praying)(?: that)? i (?:dont|wont|never|wouldnt|didnt|do not|will not) wake(?: up)?(?! (?:the|my|him|her|baby|them|anyone|everyone|up (?:the|my|him|her|baby))\b)${WAKE_FOR}\b`,
    ),
    phrase: 'hoping not to wake up',
  },
  {
    re: /\b(?:go to sleep|sleep|fall asleep|close my eyes|drift off) (?:and|then) (?:not|never) (?:have to |ever )?(?:wake|waking|come back|open them)\b/,
    phrase: 'sleeping and not waking up',
  },
  {
    re: /\b(?:want|wanna|wish i could|long to|just want to) (?:go to )?sleep (?:forever|and not wake|and never wake)\b/,
    phrase: 'wanting to sleep forever',
  },
  {
    re: re(String.raw`\bif i (?:didnt|never|dont|wouldnt) wake up${WAKE_FOR}\b`),
    phrase: 'better not to wake up',
    guard: (s) => /\b(?:easier|better|fine|relief|wish|want|would be|happier|hope)\b/.test(s),
  },
];

const PILLS = String.raw`(?:pills|tablets|paracetamol|ibuprofen|meds|medication|medicine|sleeping pills|sleeping tablets|antidepressants|painkillers|insulin|sertraline|codeine|co codamol)`;
/** Intent around a method: thinking, picturing, urges. */
const INTENT =
  /\b(?:think|thinking|thought|thoughts|imagine|imagining|imagined|picture|picturing|pictured|urge|urges|tempted|tempting|want|wanna|wanted|wish|wishing|feel like|felt like|considering|considered|planning|plan|planned|keep|kept|could just|should just|would be (?:easier|better)|fantasi[sz]e|fantasi[sz]ing|idea of|dream of|dreaming of|part of me)\b/;
/** Someone else doing it ("my toddler keeps running into the road"). */
const OTHER_SUBJECT =
  /\b(?:he|she|they|toddler|son|daughter|kid|kids|child|dog|cat|husband|partner|friend|sister|brother|people|someone|man|woman|driver)\b/;

const METHODS: Family[] = [
  {
    re: re(
      String.raw`\bhow (?:many|much) (?:of )?(?:my |the |those |these |your )?${PILLS}(?: \w+){0,2}? (?:it takes|it would take|would it take|does it take|would take|would be (?:fatal|lethal|deadly|enough)|is (?:fatal|lethal|deadly)|to be (?:fatal|lethal|deadly)|to (?:die|kill|overdose|od|not wake|never wake|end it|stop))(?= [.!?,;:]| to (?:die|kill|overdose|od|not|never|end|stop)\b| and\b| or\b| for (?:me|someone|a person)\b|$)`,
    ),
    phrase: 'looking up how many pills it takes',
  },
  { re: /\b(?:lethal|fatal|deadly) (?:dose|amount|overdose)\b/, phrase: 'a lethal dose' },
  { re: /\b(?:make|making) it (?:look|seem) like an accident\b/, phrase: 'planning how to die' },
  {
    re: /\b(?:knife|blade|razor|scissors|glass)(?: \w+){0,3} (?:to|against|on|across|into) my (?:wrists?|arms?|throat|neck|skin|legs?)\b|\b(?:cut|cutting|slash|slashing) my (?:wrists?|throat)\b/,
    phrase: 'hurting herself',
  },
  {
    re: /\bhow (?:many|much)(?: \w+){0,4} (?:would|will|to) kill (?:me|myself|you|a person|someone)\b/,
    phrase: 'how much would kill me',
  },
  {
    re: re(
      String.raw`\b(?:saving up|hoarding|collecting|stockpiling|stashing) (?:my |some |all my |up )?${PILLS}\b`,
    ),
    phrase: 'saving up pills',
  },
  {
    re: /\b(?:walk|walking|walked|step|stepping|stepped|run|running|throw|throwing|jump|jumping|lie|lying|lay|laying|drive|driving|crash|crashing|swerve|swerving|steer|steering|fall|falling|put|putting)(?: myself| me| the car| my car| us| out)? (?:into|in front of|under|onto|off|in to|off of|out of|from) (?:the |a |an |some |oncoming |a moving |the moving |a high )?(?:traffic|road|car|cars|bus|buses|train|trains|lorry|lorries|truck|trucks|tracks|railway|bridge|building|roof|balcony|cliff|tree|wall|river|lake|sea|motorway|highway|oncoming|window|canal)\b/,
    phrase: 'thinking of a way to die',
    guard: (s, m) => {
      const before = s.slice(0, Math.max(0, s.indexOf(m[0])));
      const cue = INTENT.exec(before);
      return cue !== null && !OTHER_SUBJECT.test(before.slice(cue.index));
    },
  },
  {
    re: /\b(?:hang|hanging|drown|drowning|slit|slitting|suffocate|suffocating|poison|poisoning|shoot|shooting|stab|stabbing|strangle|strangling|overdose|overdosing|gas|gassing) myself\b(?! in (?:coffee|tea|work|chocolate|caffeine|sugar|snacks|tv|netflix|baby)\b)/,
    phrase: 'thoughts of a way to die',
  },
  {
    re: /\b(?:cut|cutting|burn|burning|scratch|scratching|hit|hitting|punch|punching|bite|biting) myself (?:on purpose|deliberately|to feel|again|to cope|to punish)\b/,
    phrase: 'hurting herself',
  },
];

/** A wish to be gone for a while ("disappear under the duvet for a week") is rest, not death. */
const A_WHILE = String.raw`(?! (?:for (?:a|an|the|few|couple|one|two|\d)|under|into|to (?:a|the|bed|sleep|my|somewhere)|on (?:a|holiday)|somewhere|off to|with (?:him|her|my))\b)`;
const GONE: Family[] = [
  {
    re: re(
      String.raw`\b(?:wish|want|wanna|would like|just want|need|long|longing|wishing) (?:i could |to |i )?(?:just )?(?:vanish|disappear|evaporate|cease to exist|stop existing|not exist|fade away|be gone|be dead|not be alive|not be here|stop being alive|not be around)${A_WHILE}\b`,
    ),
    phrase: 'wanting to disappear',
  },
  { re: /\b(?:stop|cease) existing\b/, phrase: 'wanting to stop existing' },
  {
    re: /\b(?:for )?me (?:to )?not (?:be|being) (?:in it|here|around|alive|in this world|in the world)\b|\bnot (?:be|being) in (?:this|the) world\b/,
    phrase: 'wanting not to be here',
  },
  {
    re: /\bno (?:reason|point|purpose) (?:for me )?(?:to|in) (?:be here|being here|live|living|go on|going on|carry on|carrying on|stay|staying|exist|existing|keep going|wake up)\b/,
    phrase: 'no reason to be here',
  },
  {
    re: /\b(?:scared|afraid|worried|frightened|terrified) (?:of )?what i (?:might|could|will|would|may|am going to) do(?: to myself| to (?:him|her|the baby|my baby))?\b|\bdont trust myself (?:with|around|near) (?:him|her|the baby|my baby|myself)\b/,
    phrase: 'afraid of what she might do',
  },
  {
    re: /\b(?:wish|want|wanna|should|could|going to|gonna|would be better if i|thinking of) (?:just )?(?:i could )?(?:go|went|going|leave|leaving|disappear|disappearing|run|running) (?:away )?(?:for good|forever|permanently)\b/,
    phrase: 'wanting to be gone for good',
  },
  {
    re: /\bwish i (?:had never been|was never|were never|hadnt been|had not been|hadnt ever been) born\b/,
    phrase: 'wishing she had never been born',
  },
  {
    re: /\b(?:better off|happier|fine|okay|ok|easier|cope|manage|be better|do better|be fine|be ok|be okay|be happier|be safer|be relieved)(?: \w+){0,3}? (?:without me|with me gone|if i (?:was|were|am) (?:gone|dead|not here|not around|out of the way)|if i (?:wasnt|werent|was not|were not) (?:here|around|alive)|if i (?:died|disappeared|left for good|ended it|was gone)|if i (?:just )?(?:went|go|left|ran) away(?: for good| forever)?|once im gone|when im gone|if im gone)\b(?! (?:for (?:a|an|the|one|two|few|couple|\d)|while|at night|tonight|this|during|on)\b)/,
    phrase: 'others better off without her',
  },
  {
    re: /\b(?:better off|be better|be happier|do better|be safer|have a better life) with (?:someone|somebody|anyone|another) (?:else|mum|mother|mom)\b/,
    phrase: 'baby better off with someone else',
  },
  { re: /\b(?:and|with) me gone\b/, phrase: 'others better off without her' },
  {
    re: /\b(?:im (?:just |such |only )?a burden|(?:such a |a |just a )burden (?:to|on) (?:everyone|them|my family|him|her|my partner|my husband|everybody))\b/,
    phrase: 'feeling a burden',
  },
  {
    re: re(
      String.raw`\b(?:tired|sick|weary|done|fed up) (?:of|with) (?:living|life|being alive|existing|my life)(?= [.!?,;:]| and\b| but\b| tbh\b| honestly\b| anymore\b| any more\b| so\b| i\b| lol\b|$)`,
    ),
    phrase: 'tired of living',
  },
  {
    re: /\b(?:want|wanna|wish|need|just want) (?:it all|everything|all of this|all this|this life|my life|life) to (?:end|stop|be over|go away|finish)\b/,
    phrase: 'wanting it all to end',
  },
  {
    re: /\b(?:giving|gave|give|given) away (?:all )?(?:of )?(?:my|all my) (?:things|stuff|belongings|possessions)\b/,
    phrase: 'giving her things away',
  },
  {
    re: /\b(?:writing|wrote|written|write|left|leaving|leave) (?:a |some )?(?:goodbye|farewell|suicide) (?:notes?|letters?|messages?|texts?)\b/,
    phrase: 'goodbye letters',
  },
];

/** Self-harm and harm to the baby, found in the normalised text. */
export function selfHarmRules(text: string): RuleMatch[] {
  return [
    ...familyMatches(text, POINTLESS, SELF),
    ...familyMatches(text, CANT_GO_ON, SELF),
    ...familyMatches(text, WAKING, SELF),
    ...familyMatches(text, METHODS, SELF),
    ...familyMatches(text, GONE, SELF),
    ...harmToBabyRules(text),
  ];
}
