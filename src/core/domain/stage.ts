/**
 * Where she is: pregnant, or after the birth (her profile's stage; docs/product.md, "Her stage and week").
 * Content and the warning-signs catalogue name the time of life they are written for instead ('pregnancy',
 * 'postpartum'); `contentStageOf` is the one translation between the two words.
 */
export const STAGES = ['pregnant', 'postpartum'] as const;
export type Stage = (typeof STAGES)[number];

/** The time of life a piece of content (or a warning sign) is written for. */
export type ContentStage = 'pregnancy' | 'postpartum';

export const contentStageOf = (stage: Stage): ContentStage =>
  stage === 'pregnant' ? 'pregnancy' : 'postpartum';
