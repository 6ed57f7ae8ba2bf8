/**
 * Quick Help's warning signs: every emergency and urgent sign of the catalogue for her stage (and, after the
 * birth, her baby's), grouped by whom they concern and whom to call, so a worried mother scans names, not
 * paragraphs. Pregnancy signs follow her week (reduced movement from 24 weeks); without a stage, all of them.
 */
import { signsForStage, type WarningSign } from '../../../core/domain/warning-signs.ts';
import type { Stage } from '../../../core/domain/stage.ts';

export interface SignGroup {
  id: string;
  /** Whom the signs concern, as a heading ("In pregnancy", "You, after the birth", "Your baby"). */
  who: string;
  level: 'emergency' | 'urgent';
  /** What to do for every sign in the group. */
  action: string;
  signs: readonly WarningSign[];
}

const ACTION = {
  emergency: 'Call emergency services now',
  urgent: 'Call your midwife, doctor or maternity unit now',
  urgentBaby: "Call your midwife, health visitor or your baby's doctor now",
} as const;

function split(id: string, who: string, signs: readonly WarningSign[], baby = false): SignGroup[] {
  return (['emergency', 'urgent'] as const)
    .map((level) => ({
      id: `${id}-${level}`,
      who,
      level,
      action: level === 'emergency' ? ACTION.emergency : baby ? ACTION.urgentBaby : ACTION.urgent,
      signs: signs.filter((s) => s.level === level),
    }))
    .filter((g) => g.signs.length > 0);
}

export function quickHelpGroups(stage: Stage | null, week: number | null): SignGroup[] {
  const pregnancy = () => split('pregnancy', 'In pregnancy', signsForStage('pregnancy', week ?? undefined));
  const afterBirth = () => [
    ...split('mother', 'You, after the birth', signsForStage('postpartum')),
    ...split('baby', 'Your baby', signsForStage('newborn'), true),
  ];
  if (stage === 'pregnant') return pregnancy();
  if (stage === 'postpartum') return afterBirth();
  return [...pregnancy(), ...afterBirth()];
}
