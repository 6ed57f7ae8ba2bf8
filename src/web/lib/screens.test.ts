import { describe, expect, it } from 'vitest';
import { hasScreen } from './screens.ts';

describe('screens the app has', () => {
  it('leaves out the milestone tracker and every path under it', () => {
    expect(hasScreen('/visit-toolkit')).toBe(true);
    expect(hasScreen('/visit-toolkit?tab=reports')).toBe(true);
    expect(hasScreen('/post-birth')).toBe(true);
    expect(hasScreen('/post-birth/baby-tracker')).toBe(true);
    expect(hasScreen('/milestone-tracker')).toBe(false);
    expect(hasScreen('/milestone-tracker/week-3')).toBe(false);
    expect(hasScreen('/milestone-tracker#week-3')).toBe(false);
    // A path that only starts with the same letters is another screen.
    expect(hasScreen('/milestone-trackers')).toBe(true);
  });
});
