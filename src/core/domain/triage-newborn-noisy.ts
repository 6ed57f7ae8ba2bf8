/**
 * A newborn's noisy sleep (docs/clinical-safety.md, "The newborn"; iteration 34's grunting in sleep; iteration 36,
 * Q26): grunts told with the other noises of sleep (snuffles, snores, squeaks, snorts) through the night, as the
 * reason the baby might move to her own room, is how babies sleep, not working hard to breathe. Grunting with every
 * breath, the chest pulling in, fast breathing or a colour change is read as before (the caller checks those).
 */
const GRUNT_WITH_NOISES =
  /\b(?:grunts?|grunting|grunty)(?: \w+)? (?:and|n|&) (?:snuffles?|snuffling|snuffly|snores?|snoring|squeaks?|squeaking|squeaky|sniffles?|snorts?|snorting|whistles?|snuffs?)\b|\b(?:snuffles?|snuffling|snores?|snoring|squeaks?|squeaking|snorts?|snorting)(?: \w+)? (?:and|n|&) (?:grunts?|grunting)\b/;
const THROUGH_SLEEP =
  /\b(?:all night|every night|at night|in (?:her|his|their) sleep|while (?:she|he) sleeps|when (?:she|he) sleeps|asleep|own room|nursery|keeps (?:us|me) (?:up|awake))\b/;
const WITH_EVERY_BREATH =
  /\b(?:every breath|each breath|with each|with every|struggling|working hard|sucking in|pulling in)\b/;

/** A baby called a noisy sleeper, with grunts ("such a noisy sleeper, grunting all night": Q25, iteration 56). */
const NOISY_SLEEPER =
  /\b(?:noisy|loud|snorty|grunty|squeaky|snuffly) (?:little )?(?:sleeper|sleep|sleeping|sleeps)\b/;
const GRUNT = /\b(?:grunts?|grunting|grunty)\b/;

/** Whether grunting is told as one of the noises of the baby's sleep. */
export const noisySleep = (text: string): boolean =>
  (GRUNT_WITH_NOISES.test(text) || (NOISY_SLEEPER.test(text) && GRUNT.test(text))) &&
  THROUGH_SLEEP.test(text) &&
  !WITH_EVERY_BREATH.test(text);
