/**
 * The recovery chat's six quick questions (product spec section 2: six chips; their texts are ours): feeding,
 * sleep, bleeding, stitches, mood and when to call.
 */
export const QUICK_QUESTIONS: readonly { label: string; question: string }[] = [
  { label: 'Feeding', question: 'How do I know my baby is getting enough milk?' },
  { label: 'Sleep', question: 'How can I get more rest with a newborn?' },
  { label: 'Bleeding', question: 'How much bleeding is normal after the birth?' },
  { label: 'Stitches', question: 'How do I look after my stitches while they heal?' },
  { label: 'Mood', question: 'I feel weepy and low since the birth. Is that normal?' },
  { label: 'When to call', question: 'When should I call my midwife or doctor?' },
];

export const WELCOME =
  "Hello, I'm ZaraMD. I'm here for your recovery and your baby's first weeks, day and night. Ask me about feeding, sleep, bleeding, stitches or how you're feeling.";

/** What a reply is and is not (shown under the chat). */
export const DISCLAIMER =
  'ZaraMD gives general information, not a diagnosis or a substitute for your midwife, health visitor or doctor. If something worries you, call them.';
