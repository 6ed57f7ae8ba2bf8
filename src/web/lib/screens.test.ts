import { describe, expect, it } from 'vitest';
import { hasScreen } from './screens.ts';

describe('screens the app has', () => {
  it('has every screen the spec names, the milestone tracker included', () => {
    expect(hasScreen('/visit-toolkit')).toBe(true);
    expect(hasScreen('/visit-toolkit?tab=reports')).toBe(true);
    expect(hasScreen('/post-birth')).toBe(true);
    expect(hasScreen('/post-birth/baby-tracker')).toBe(true);
    expect(hasScreen('/milestone-tracker')).toBe(true);
    expect(hasScreen('/milestone-tracker#week-3')).toBe(true);
  });
});
