import { describe, expect, it } from 'vitest';
import { isToolkitModule, moduleTarget, TOOLKIT_MODULES } from './toolkit-modules.ts';

describe('the modules', () => {
  it("are the spec's four, each opening its tool; the postpartum tracker only after the birth", () => {
    expect(TOOLKIT_MODULES).toEqual(['symptom-log', 'birth-plan', 'hospital-bag', 'postpartum-tracker']);
    expect(moduleTarget('symptom-log', 'pregnant')).toBe('/symptoms');
    expect(moduleTarget('birth-plan', 'pregnant')).toBe('/birth-prep');
    expect(moduleTarget('hospital-bag', 'postpartum')).toBe('/birth-prep?tab=bag');
    expect(moduleTarget('postpartum-tracker', 'pregnant')).toBeNull();
    expect(moduleTarget('postpartum-tracker', 'postpartum')).toBe('/post-birth/baby-tracker');
    expect(isToolkitModule('birth-plan')).toBe(true);
    expect(isToolkitModule('journal')).toBe(false);
    expect(isToolkitModule(null)).toBe(false);
  });
});
