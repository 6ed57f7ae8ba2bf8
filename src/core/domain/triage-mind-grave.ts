/**
 * The mind's gravest classes: dying, a life that weighs, giving up, a goodbye, her own harm, a lethal amount. Any of
 * them in a message keeps a mind cue raising whatever everyday reading its own words have (a relative's practice or
 * claim, a run-on's chatter, exasperation): each of those readings adds the classes graver than itself to these.
 */
export const GRAVEST_MIND = [
  'endStrong',
  'end',
  'burden',
  'burdenStrong',
  'resign',
  'farewellStrong',
  'selfHarm',
  'lethal',
] as const;
