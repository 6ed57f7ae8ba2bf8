/**
 * The mind in Tagalog (docs/clinical-safety.md, "The mind: recall first"): words and runs of words glossed by the
 * English the mind's classes are heard in (triage-lexicon-mind-en.ts), so the same rules hear not wanting to live,
 * a means, harm to the baby and psychosis ("ayoko nang mabuhay", "tumalon sa tulay", "ihagis si baby",
 * "may naririnig na boses", "pinalitan si baby"). How the glosses are read: triage-lexicon-tl.ts.
 */
import { glossEach as w } from './triage-gloss-phrases.ts';

export const MIND_TL_WORDS: Readonly<Record<string, string>> = Object.fromEntries([
  ...w('mawala maglaho', 'disappear'),
  ...w('sabihin', 'tell'),
  ...w('nyo ninyo', 'you'),
  ...w('kesa keysa kaysa', 'than'),
  ...w('harapin', 'face'),
  ...w('lahat', 'everything'),
  ...w('mamatay mamamatay', 'die'),
  ...w('patay', 'dead'),
  ...w('magpakamatay magpapakamatay nagpakamatay', 'kill myself'),
  ...w('tumalon tatalon', 'jump'),
  ...w('saktan sasaktan sinaktan', 'hurt'),
  ...w('ihagis ihahagis itapon itatapon', 'throw'),
  ...w('bintana', 'window'),
  ...w('tulay', 'bridge'),
  ...w('ilog', 'river'),
  ...w('dagat', 'sea'),
  ...w('kutsilyo', 'knife'),
  ...w('lubid', 'rope'),
  ...w('boses', 'voices'),
  ...w('naririnig', 'hearing'),
  ...w('pinalitan', 'swapped'),
  ...w('lason nilalason', 'poisoning'),
  ...w('naisip naiisip', 'thought'),
  ...w('isip', 'head'),
  ...w('natutulog tulog', 'sleeping'),
  ...w('pagod', 'tired'),
  ...w('lungkot malungkot', 'sad'),
  ...w('lagi palagi parati', 'always'),
  ...w('takot natatakot natakot', 'scared'),
  ...w('kinakabahan', 'anxious'),
  ...w('sarili', 'myself'),
]);

export const MIND_TL_PHRASES: Readonly<Record<string, string>> = {
  'gusto ko na lang': 'i just want to',
  'gusto ko': 'i want to',
  'naiisip ko': 'i keep thinking of',
  'naiisip kong': 'i keep thinking of',
  'naisip ko': 'i thought of',
  'naisip kong': 'i thought of',
  'sarili ko': 'myself',
  'ang sarili ko': 'myself',
  'hindi ko na kaya': 'i can not cope anymore',
  'di ko na kaya': 'i can not cope anymore',
  'takpan ng unan': 'put a pillow over',
  'ang mukha ni baby': 'his face',
  'mukha ni baby': 'his face',
  'wala akong gana': 'i have no interest',
  'walang gana': 'no interest',
  'sa kahit ano': 'in anything',
  'gusto niyang': 'she wants to',
  'gusto nyang': 'she wants to',
  'gusto kong': 'i want to',
  'may bumubulong': 'hearing voices',
  'ayoko nang mabuhay': 'i do not want to live',
  'ayoko na mabuhay': 'i do not want to live',
  'ayaw ko nang mabuhay': 'i do not want to live',
  'ayaw ko na mabuhay': 'i do not want to live',
  'ayoko nang mabuhay pa': 'i do not want to live',
  'gusto ko nang mamatay': 'i want to die',
  'gusto ko na mamatay': 'i want to die',
  'gusto ko mamatay': 'i want to die',
  'sana mamatay na lang ako': 'i wish i was dead',
  'sana patay na lang ako': 'i wish i was dead',
  'mamamatay na ako': 'i am going to die',
  'mamamatay na yata ako': 'i am going to die',
  'mawala na lang': 'disappear',
  'maglaho na lang': 'disappear',
  'wala nang saysay': 'there is no point',
  'walang saysay': 'there is no point',
  'walang kwenta ang buhay': 'there is no point',
  'mas madali': 'easier',
  'may naririnig na boses': 'hearing voices',
  'may naririnig daw siyang boses': 'she is hearing voices',
  'naririnig na boses': 'hearing voices',
  'hindi tunay na anak': 'not our real baby',
  'hindi namin tunay na anak': 'not our real baby',
  'hindi totoong anak': 'not our real baby',
  'pinalitan sa ospital': 'swapped at birth',
  'pinalitan daw sa ospital': 'swapped at birth',
  'natakot ako sa sarili ko': 'scared of myself',
  'takot ako sa sarili ko': 'scared of myself',
  'nasa isip ko': 'in my head',
  'hindi natutulog': 'not sleeping',
  'di natutulog': 'not sleeping',
  'walang tulog': 'no sleep',
  // Cutting herself (iteration 43, H132): "hiniwa" is a cut made, not a stabbing pain felt.
  'hiniwa niya': 'she cut',
  'hiniwa nya': 'she cut',
  'hiniwa ko': 'i cut',
  'nilaslas niya': 'she cut',
  'nilaslas nya': 'she cut',
  'nilaslas ko': 'i cut',
  'naglaslas ng pulso': 'cut her wrist',
  'laslas pulso': 'cut her wrist',
  ...wristCut(),
  'gusto pa niyang ituloy': 'she wants to keep doing it',
  'gusto pa nyang ituloy': 'she wants to keep doing it',
};

/** "hiniwa niya yung wrist niya", "nilaslas ko ang pulso ko": her own wrist cut ("pulso" only after the cut). */
function wristCut(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const verb of ['hiniwa', 'nilaslas', 'ginilitan'])
    for (const [who, gloss] of [
      ['niya', 'she cut her wrist'],
      ['nya', 'she cut her wrist'],
      ['ko', 'i cut my wrist'],
    ] as const)
      for (const the of ['ang', 'yung', 'iyong'])
        for (const wrist of ['pulso', 'wrist', 'wrists'])
          out[`${verb} ${who} ${the} ${wrist} ${who}`] = gloss;
  return out;
}
