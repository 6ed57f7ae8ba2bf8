import { describe, expect, it } from 'vitest';
import { stopTimerSchema } from '../../../../core/contracts/baby-tracking-status.ts';
import { stopBody } from './stop-options.tsx';

const at = { today: '2027-03-14', timeZone: 'Europe/London', unit: 'ml' as const, confirmOverlap: false };
const choice = { endedAt: '', topUp: '', quality: '' };

describe('stopBody', () => {
  it('sends nothing she did not give: the server stops the timer now', () => {
    expect(stopBody(choice, at)).toEqual({});
  });

  it('a top-up in her unit goes in millilitres', () => {
    expect(stopBody({ ...choice, topUp: '30' }, at)).toEqual({ feedingAmount: 30 });
    expect(stopBody({ ...choice, topUp: '1' }, { ...at, unit: 'fl_oz' })).toEqual({ feedingAmount: 29.6 });
  });

  it('a top-up that is not a number is refused by the contract, naming the field', () => {
    // What the server receives: JSON carries NaN as null.
    const sent: unknown = JSON.parse(JSON.stringify(stopBody({ ...choice, topUp: 'lots' }, at)));
    expect(sent).toEqual({ feedingAmount: null });
    const parsed = stopTimerSchema.safeParse(sent);
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['feedingAmount', 'feedingAmount must be a number of millilitres'],
    ]);
  });
});
