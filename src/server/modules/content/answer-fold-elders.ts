/**
 * Folds for family traditions the library answers by class (iteration 19): the names a family gives a practice,
 * in many languages, read as the class of practice its entry answers (content/answers/family-customs.ts and
 * the entries beside it). A thread, amulet, charm or bracelet on a baby by any name (taweez, kala dhaga,
 * azabache, a hamsa, waist beads, an amber necklace); an eclipse by its names (grahan, grahanam, eklipse); a
 * Ramadan fast by its names (roza, sawm, puasa, oruc); dates by their names (khajoor, tamr, kurma); a
 * belly wrap after the birth (pet bandhna, bengkung, sarashi, a cloth tied round her stomach); a hanging cloth
 * cradle or hammock (jhoola, duyan, buaian); a labour made "easy", "smooth" or "short"; the bump's shape or
 * a test told as telling a boy from a girl. One broad pattern a class, each opening on its own words so the
 * fold guard skips it cheaply. Spread at the head of CLAIM_FOLDS (answer-fold-claims.ts), on both the question
 * and the library.
 */
export const ELDER_FOLDS: ReadonlyArray<[RegExp, string]> = [
  // A thread, amulet, charm or bracelet on a baby, whatever it is for.
  [
    /\b(?:taw[ae]?ee?zs?|tawiz|tabee?z|taviz|kala dhaga|kaala dhaaga|(?:black|red|evil eye|protective|holy|sacred) (?:threads?|strings?|cords?|bracelets?|charms?|beads?)|azabache|hamsa|amulets?|talismans?|waist beads|jigida|amber (?:necklaces?|beads?)|teething (?:necklaces?|bracelets?|jewell?e?ry)|(?:gold|silver|bead(?:ed)?) (?:bracelets?|necklaces?|anklets?|chains?|bangles?)|nazar (?:battu|bracelets?|dhaga|beads?))\b/g,
    'amulet thread',
  ],
  // An eclipse by its names.
  [/\b(?:(?:surya|chandra|solar|lunar) )?(?:grahan(?:am)?|eclipses?|eklipse|eclipse)\b/g, 'eclipse'],
  // The Ramadan fast by its names: roza, sawm or siyam, puasa, oruç.
  [/\b(?:ramzan|ramadhan|rozas?|rozay|rozey|sawm|siyam|puasa|oru[cç])\b/g, 'ramadan fast'],
  // Dates by their names.
  [/\b(?:khajoor|khajur|khajoors|tamr|tamar|d[aá]tiles|kurma|hurma)\b/g, 'dates'],
  // A cloth or wrap tied round her stomach after the birth, by its names.
  [
    /\b(?:pet (?:bandhna|bandhan|baandhna|bandh)|bengkung|sarashi|(?:tight )?(?:cloth|sash|scarf|dupatta|chunni|shawl|sheet|wrap) (?:tied )?(?:round|around) (?:my|her|the) (?:stomach|belly|tummy|waist|abdomen))\b/g,
    'belly binding binder',
  ],
  // A hanging cloth cradle or hammock for sleep, by its names.
  [
    /\b(?:jh[ou]o?las?|duyan|buaian|saree (?:cradle|swing)|(?:cloth|hanging|fabric) (?:cradles?|swings?)|hammocks?)\b/g,
    'hammock cradle',
  ],
  // A labour made easy, smooth or short: what foods are said to do.
  [
    /\b(?:slips? out easy|slips? out easily|come out easy|easy (?:delivery|labou?r|birth)|(?:shorter|easier|smooth|smoother) (?:labou?r|delivery|birth)|(?:labou?r|delivery|birth) (?:short|shorter|easier|smooth|smoother))\b/g,
    'labour easier',
  ],
  // The bump's shape, or a test, told as showing a boy or a girl.
  [
    /\b(?:(?:carrying|bump|belly|pet|tummy)(?: is)? (?:so |very |really )?(?:high|low|pointed|pointy|round|wide|all (?:out )?front)|(?:ring|needle|pendulum|baking soda) test|chinese (?:gender )?(?:chart|calendar))\b(?=[^.?!]{0,80}\b(?:boy|girl|gender|sex)\b)/g,
    'bump shape sex',
  ],
];
