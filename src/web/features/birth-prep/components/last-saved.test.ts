import { describe, expect, it } from 'vitest';
import { lastSavedText } from './last-saved.ts';

describe('lastSavedText', () => {
  const now = new Date(2030, 5, 10, 15, 0);
  it('says today, yesterday, or the day', () => {
    expect(lastSavedText(new Date(2030, 5, 10, 9, 5).toISOString(), now)).toMatch(
      /^Last saved today at 9:05/,
    );
    expect(lastSavedText(new Date(2030, 5, 9, 23, 59).toISOString(), now)).toMatch(
      /^Last saved yesterday at /,
    );
    expect(lastSavedText(new Date(2030, 4, 2, 8, 0).toISOString(), now)).toMatch(/^Last saved .*2.* at /);
    expect(lastSavedText(new Date(2029, 4, 2, 8, 0).toISOString(), now)).toMatch(/2029/);
  });
});
