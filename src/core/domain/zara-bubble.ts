/**
 * The floating Zara bubble (docs/product.md, "Screens"): wobble and sparkle in the 8-10 and 19-21 windows; pulse in
 * those windows or when her last mood was anxious or overwhelmed; a tooltip greeting by time of day and stage.
 */
import type { Stage } from './stage.ts';
import { bubbleActive, greetingPart } from './time-windows.ts';

export const bubbleWobbles = (hour: number) => bubbleActive(hour);

/**
 * Her mood for the pulse: the latest check-in of the last week, else the mood she gave at onboarding (whose six
 * words include 'overwhelmed'). `checkins` are oldest first, as the API lists them.
 */
export function bubbleMood(checkins: readonly { mood: string }[], baseline: string | null): string | null {
  return checkins.at(-1)?.mood ?? baseline;
}

export function bubblePulses(hour: number, lastMood: string | null): boolean {
  return bubbleActive(hour) || lastMood === 'anxious' || lastMood === 'overwhelmed';
}

export function bubbleTooltip(hour: number, stage: Stage | null): string {
  const greeting = `Good ${greetingPart(hour)}!`;
  if (stage === 'pregnant') return `${greeting} How are you and baby feeling? Ask me anything.`;
  if (stage === 'postpartum') return `${greeting} How are you and your little one? I'm here for you.`;
  return `${greeting} I'm Zara. Ask me anything.`;
}
