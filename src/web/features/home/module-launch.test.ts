import { describe, expect, it } from 'vitest';
import { moduleLaunch } from './module-launch.ts';

const all = () => true;
const noHub = (path: string) => !path.startsWith('/post-birth');

describe("Home's ?module=", () => {
  it('opens the symptom log and Birth Prep at its tab, at any stage', () => {
    expect(moduleLaunch('symptom-log', 'pregnant', all)).toEqual({ kind: 'open', to: '/symptoms' });
    expect(moduleLaunch('birth-plan', 'pregnant', all)).toEqual({ kind: 'open', to: '/birth-prep' });
    expect(moduleLaunch('hospital-bag', 'postpartum', all)).toEqual({
      kind: 'open',
      to: '/birth-prep?tab=bag',
    });
  });

  it('opens the baby tracker after the birth, and says when it unlocks before', () => {
    expect(moduleLaunch('postpartum-tracker', 'postpartum', all)).toEqual({
      kind: 'open',
      to: '/post-birth/baby-tracker',
    });
    expect(moduleLaunch('postpartum-tracker', 'pregnant', all)).toEqual({ kind: 'unlocks-after-birth' });
  });

  it('says the trackers are not in the app while it has no screen for them, and ignores what is not a module', () => {
    expect(moduleLaunch('postpartum-tracker', 'postpartum', noHub)).toEqual({ kind: 'not-in-app' });
    expect(moduleLaunch('postpartum-tracker', 'pregnant', noHub)).toEqual({ kind: 'not-in-app' });
    expect(moduleLaunch('birth-plan', 'pregnant', (p) => !p.startsWith('/birth-prep'))).toBeNull();
    expect(moduleLaunch('journal', 'pregnant', all)).toBeNull();
    expect(moduleLaunch(null, 'pregnant', all)).toBeNull();
  });
});
