/**
 * The co-pilot's intent analysis: which part of the app a sentence belongs to. Deterministic keyword scoring on
 * triage's normalised text; whatever triage calls an emergency is an emergency here too.
 */
import type { CopilotModule, IntentResult } from '../contracts/copilot.ts';
import { normalise, triage } from './triage.ts';

const CUES: Record<Exclude<CopilotModule, 'emergency' | 'chat'>, readonly string[]> = {
  symptom_log: [
    'log',
    'symptom',
    'symptoms',
    'record',
    'track',
    'headache',
    'nausea',
    'nauseous',
    'sick',
    'heartburn',
    'pain',
    'cramps',
    'swollen',
    'swelling',
    'back',
    'tired',
    'dizzy',
    'bleeding',
    'spotting',
    'itchy',
    'sore',
    'hurts',
    'ache',
  ],
  journal: [
    'journal',
    'diary',
    'write',
    'writing',
    'note',
    'notes',
    'memory',
    'memories',
    'grateful',
    'gratitude',
    'reflect',
    'feelings',
    'entry',
    'remember',
  ],
  calendar: [
    'appointment',
    'appointments',
    'calendar',
    'schedule',
    'scan',
    'midwife appointment',
    'booking',
    'remind',
    'reminder',
    'date',
    'when is',
    'visit',
    'checkup',
    'check up',
    'ultrasound',
    'tomorrow',
    'next week',
    'monday',
    'tuesday',
    'wednesday',
    'thursday',
    'friday',
    'saturday',
    'sunday',
  ],
  exercise: [
    'exercise',
    'workout',
    'yoga',
    'walk',
    'walking',
    'stretch',
    'stretching',
    'pelvic floor',
    'kegel',
    'kegels',
    'swim',
    'swimming',
    'gym',
    'fitness',
    'move more',
    'active',
    'pilates',
    'breathing exercise',
  ],
  education: [
    'what is',
    'what are',
    'how does',
    'how do',
    'why',
    'learn',
    'article',
    'read',
    'explain',
    'tell me about',
    'is it safe',
    'can i eat',
    'should i',
    'week',
    'development',
    'size',
    'normal',
    'guide',
  ],
};

export function analyzeIntent(userInput: string): IntentResult {
  const t = triage(userInput, { stage: null, week: null });
  if (t.level === 'emergency') return { module: 'emergency', confidence: 1 };
  const text = ` ${normalise(userInput)} `;
  const scores = (Object.keys(CUES) as (keyof typeof CUES)[]).map((module) => {
    let score = 0;
    for (const cue of CUES[module])
      if (text.includes(` ${cue} `) || text.includes(` ${cue}s `)) score += cue.includes(' ') ? 2 : 1;
    return { module, score };
  });
  if (t.level === 'urgent' || t.signs.length > 0) {
    const s = scores.find((x) => x.module === 'symptom_log');
    if (s) s.score += 2;
  }
  scores.sort((a, b) => b.score - a.score);
  const [best, second] = scores;
  if (!best || best.score === 0) return { module: 'chat', confidence: 0.5 };
  const margin = best.score - (second?.score ?? 0);
  const confidence = Math.min(0.95, 0.55 + 0.1 * best.score + 0.1 * margin);
  return { module: best.module, confidence: Math.round(confidence * 100) / 100 };
}
