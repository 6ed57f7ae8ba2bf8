/**
 * Care asked about, not a thought of harming (triage-mind-cues.ts): in pregnancy, a fear that something she does or
 * takes will hurt the baby ("is sex actually safe? im scared ill hurt the baby"), and medicine for the baby asked
 * about as care (a dose, an age, after the jabs), unless imagery, an urge, something gathered or something graver is
 * told beside it.
 */
import type { Reading } from './triage-context.ts';
import { GRAVE, graver } from './triage-mind-figures.ts';

/** What she may do or take in pregnancy that she fears could hurt the baby. */
const CAUSE =
  /\b(?:sex|intercourse|orgasms?|exercis\w*|running|run|5k|gym|workouts?|yoga|pilates|lifting|bending|squats?|swimming|flying|flights?|metformin|insulin|ibuprofen|paracetamol|antibiotics|medicines?|medications?|tablets|vaccines?|jabs?|scans?|caffeine|coffee|coffees|energy drinks?|hair dye|hot tubs?|sauna|seatbelt|sneez\w*|cough\w*|(?:sleeping|sleep|slept|lying|laying|lie|lay|waking up|wake up|woke up|woken up|waking|rolling|rolled) on my (?:back|side|tummy|front|stomach|belly)|massage|x ray|dentist|sweep|classes|class|should i (?:stop|keep|carry on))\b/;
const FEAR_OR_SAFE =
  /\b(?:scared|worried|worry|paranoid|afraid|nervous|terrified|frightened|safe|is it ok|is it okay|do not want to|dont want to|am i (?:harming|hurting|damaging)|should i stop)\b/;
/** Imagery or an urge beside it makes it a thought of harming, whatever else is named. */
const URGE_IMAGERY =
  /\b(?:picture|picturing|imagine|imagining|images?|see myself|seeing myself|urges?|intrusive|keep thinking|want to (?:hurt|harm)|snap|lose it|lose control|shake|shaking|shook|throw|drop him|drop her)\b/;

/**
 * "is sex actually safe? im scared ill hurt the baby", "metformin... im scared itll hurt the baby": in pregnancy a
 * fear that something she does or takes will hurt the baby is a worry about a cause, not a thought of harming.
 */
export function causeFeared(r: Reading): boolean {
  const t = r.read.text;
  return (
    r.stage === 'pregnant' && CAUSE.test(t) && FEAR_OR_SAFE.test(t) && !URGE_IMAGERY.test(t) && !graver(r)
  );
}

/** Medicine for the baby, asked about as care: a dose, an age, after the jabs, in the cupboard. */
const BABY_MEDICINE =
  /\b(?:calpol|infant paracetamol|infant ibuprofen|nurofen for children|calpol infant|baby paracetamol|tylenol infant|infant tylenol)\b|\b(?:paracetamol|ibuprofen|tylenol|calpol)\b.{0,60}\b(?:youngest|what age|how old|how much|dose|dosage|ml|syringe|after (?:the|his|her) (?:jabs?|vaccines?|vaccinations?|immuni[sz]ations?|menb\w*)|jabs|teething|babies|under \d+ (?:weeks?|months?))\b|\b(?:jabs?|vaccines?|vaccinations?|immuni[sz]ations?)\b.{0,60}\b(?:paracetamol|ibuprofen|tylenol|calpol)\b/;
const STOCKPILE =
  /\b(?:all|whole|boxes|box|packets|stockpil\w*|saving|saved|hoard\w*|overdose|enough to|too many)\b/;

/** Whether the message asks about giving the baby medicine, with nothing gathered or grave beside it. */
export const babyMedicine = (r: Reading) =>
  BABY_MEDICINE.test(r.read.text) &&
  !STOCKPILE.test(r.read.text) &&
  !r.mentions.some((m) => GRAVE.has(m.c) && !/^(?:farewell|means)/.test(m.c));
