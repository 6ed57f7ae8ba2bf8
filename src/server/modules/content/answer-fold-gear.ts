/**
 * A baby's things by their local names (iteration 21, AH40-AH43's families): an Australian "capsule" in the car is
 * an infant car seat and "rearward facing" is rear facing; a seat off a marketplace or Gumtree is second hand; a
 * price ("$400") is not a temperature; a stuffed bunny or teddy in the cot is a soft toy. Spread into
 * answer-fold-precise.ts, so they run before the clothes and temperature folds of answer-folds.ts.
 */

export const GEAR_FOLDS: ReadonlyArray<[RegExp, string]> = [
  // A capsule only when the car, a seat or its facing is near (a fish oil or coffee capsule stays itself).
  [
    /\b(?:baby |infant )?capsules?\b(?=[^.?!]{0,60}\b(?:car|rear|rearward|forward|facing|seat)\b)/g,
    'car seat',
  ],
  [/(?<=\b(?:car|rearward|rear)\b[^.?!]{0,60})\bcapsules?\b/g, 'car seat'],
  [/\brearward\b/g, 'rear'],
  [/\b(?:facebook |fb )?marketplace\b|\bgumtree\b|\b(?:off |on )ebay\b/g, ' second hand '],
  [/(?:\$|£|€|aud ?|usd ?)\d[\d,]*(?:\.\d+)?\b/g, 'price'],
  [
    /\b(?:stuffed|cuddly|soft|little|toy) (?:bunny|bunnies|rabbit|teddy|bear)\b|\bteddy bears?\b|\bplushies?\b|\bstuffed animals?\b/g,
    'soft toy',
  ],
];
