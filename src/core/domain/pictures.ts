/**
 * The pictures the app shows where a mother would rather look than read (docs/product.md, "Pictures"): each week's
 * baby size, and a topic picture for articles and exercises. They are Microsoft's Fluent Emoji (flat style, MIT
 * licence), taken from the `@iconify-json/fluent-emoji-flat` npm package by `npm run pictures`, which writes only
 * the ones listed here to `src/web/assets/pictures/` (a test holds the folder to this list and to the package).
 *
 * A week's picture is named in its content (`babySizePicture`): the object itself where the set has it, else the
 * nearest of its kind and size (a kumquat is shown by a tangerine, a cauliflower by broccoli); the words beside it
 * always name the week's own comparison.
 */
import type { ExerciseCategory } from './exercise.ts';

export const SIZE_PICTURES = [
  'seedling',
  'beans',
  'blueberries',
  'strawberry',
  'grapes',
  'tangerine',
  'kiwi-fruit',
  'lime',
  'lemon',
  'peach',
  'red-apple',
  'avocado',
  'pear',
  'bell-pepper',
  'mango',
  'banana',
  'carrot',
  'ear-of-corn',
  'broccoli',
  'leafy-green',
  'eggplant',
  'roasted-sweet-potato',
  'cucumber',
  'coconut',
  'pineapple',
  'melon',
  'onion',
  'watermelon',
  'jack-o-lantern',
] as const;
export type SizePicture = (typeof SIZE_PICTURES)[number];

/** Learn's article topics (contracts' education categories), each with its picture. */
export const ARTICLE_PICTURES = {
  baby: 'baby',
  body: 'pregnant-woman',
  emotional: 'growing-heart',
  preparation: 'clipboard',
} as const;

/** An article's topic picture by its category (a search result carries it as a plain string). */
export const articlePicture = (category: string): TopicPicture | null =>
  Object.hasOwn(ARTICLE_PICTURES, category)
    ? ARTICLE_PICTURES[category as keyof typeof ARTICLE_PICTURES]
    : null;

export const EXERCISE_PICTURES: Record<ExerciseCategory, TopicPicture> = {
  stretching: 'woman-in-lotus-position',
  walking: 'woman-walking',
  pelvic_floor: 'lotus',
  breath: 'wind-face',
  strength: 'flexed-biceps',
};

const TOPIC_PICTURES = [
  ...Object.values(ARTICLE_PICTURES),
  'woman-in-lotus-position',
  'woman-walking',
  'lotus',
  'wind-face',
  'flexed-biceps',
] as const;
export type TopicPicture = (typeof TOPIC_PICTURES)[number];

/** Every picture the app ships, and nothing else. */
export const PICTURES: readonly string[] = [...new Set([...SIZE_PICTURES, ...TOPIC_PICTURES])];
export type PictureName = SizePicture | TopicPicture;
