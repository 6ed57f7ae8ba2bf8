/**
 * Folds for a question asked for someone else, or wrapped in her story (iteration 11): a friend or sister
 * asking what she can do to help, her own father or parents as the baby's grandparents, a baby laid down or
 * staying over, and asides that hid the question (why she is up googling, "lately", "cosy", "so they work
 * better"). Applied in answer-folds.ts, on both the question and the library.
 */
export const SOMEONE_ELSE_FOLDS: ReadonlyArray<[RegExp, string]> = [
  // A helper's question about the mother ("my friend had a baby and seems overwhelmed, what can I do to
  // help"): what a friend or sister can do, not how she copes herself. Only after someone other than the baby
  // is named, so "what can I do to help her" about a baby girl's wind is not a helper's; a partner's own
  // questions (night feeds, spotting depression) have entries of their own. A grandparent ("my daughter's
  // baby", "our grandson") asking how to support her is a helper too.
  [
    /(?<=\b(?:friend|bestie|sister|sis|niece|colleague|coworker|neighbou?r|daughter in law|(?:daughter|son|niece) ?s (?:baby|newborn|little one|bub)|grandbaby|grandson|granddaughter|grandchild)\b.*)\b(?:what (?:can|could|should) (?:i|we) (?:actually |possibly |even |best )?do (?:to help|for her|to support)|how (?:can|could|do|should) (?:i|we) (?:best |actually )?(?:help|support)(?: her)?|how to (?:help|support) her|ways to (?:help|support) her)\b/g,
    'helpher',
  ],
  [
    /\b(?:what (?:can|could|should) (?:i|we) (?:actually |possibly |best )?do to (?:help|support)|how (?:can|could|do|should) (?:i|we) (?:best )?(?:help|support)|how to (?:help|support)) (?:my |our )(?:friend|best friend|bestie|sister|sis|niece|daughter in law)\b/g,
    'helpher $&',
  ],
  // Her own father or parents meeting, minding or visiting the baby are its grandparents ("my dad wants to
  // meet the baby"); "dad" alone is the baby's.
  [/\bmy (?:dad|father|parents|mum and dad|mom and dad)\b/g, 'grandparents'],
  // "Lately" is when, not lateness (it read as a late labour and reached the epidural); feeling low or down
  // is her mood, not low iron or a low-lying placenta.
  [/\b(?:lately|recently|these days)\b/g, ''],
  [
    /\b(?:feel|feels|feeling|felt|been) (?:so |really |very |quite |a bit |pretty |super |a little |kinda )?(?:low|down|flat|blue)\b/g,
    'feel low mood',
  ],
  // "The missus" or "the other half" is his wife (iteration 39).
  [/\b(?:the|my|our) (?:missus|misses|other half)\b/g, 'my wife'],
  // His wife's or girlfriend's low mood is a worry about her mood (iteration 39: "my wife has been flat since the
  // baby came"), not his own low mood as a new father.
  [
    /\b(?:my|our|the) (?:wife|girlfriend|gf|missus|misses|fiancee|other half)\b([^.?!]{0,24}?)\bfeel low mood\b/g,
    'worried about my partner$1 mood low',
  ],
  // Getting her help is helping her get support, as the entry for a worried partner says.
  [
    /\b(?:get|find|getting|finding) (?:her|my wife|my girlfriend|my partner) (?:some |the )?(?:help|support)\b/g,
    'help her get support',
  ],
  // Why she is asking at this hour is an aside ("cant sleep so googling everything"), not her own sleep.
  [
    /\b(?:(?:i )?(?:cant|cannot|couldnt) sleep|(?:up|awake) at \d+ ?(?:am)?)?(?: so| and)? (?:googling|reading up on|searching)(?: everything| stuff| things| it all| about it)?\b/g,
    '',
  ],
  // A medicine that should "work better" is one taken so it is absorbed ("how should i take them so they work
  // better", after iron tablets).
  [
    /\b(?:so|to make) (?:they|it|them) (?:work|works|absorb|get absorbed) (?:better|properly|best)\b/g,
    'absorb',
  ],
  // A baby kept "cosy" is kept warm.
  [/\b(?:cosy|cozy|snug|toasty)\b/g, 'warm'],
  // A baby staying over with whoever asks ("hes staying at ours tonight") is her story too.
  [
    /\b(?:(?:hes|shes|he is|she is|theyre|they are|is) )?staying (?:at|with) (?:ours|us|mine|my house|our house|my place)\b/g,
    '',
  ],
  // Laying a baby down is putting them down ("how should I lay the baby down to sleep").
  [/\b(?:lay|laying|laid|lie|lying)\b(?= (?:\w+ ){0,2}down\b)/g, 'put'],
];
