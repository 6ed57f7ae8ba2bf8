import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_MESSAGE, EMAIL_AS_PASSWORD_MESSAGE, passwordProblem } from './passwords.ts';

const list = new Set(['password1', 'iloveyou2', 'sunshine']);
const ctx = { isCommon: (p: string) => list.has(p), email: 'Ada.Lovelace@example.com' };

describe('passwordProblem', () => {
  it('refuses a listed password in any case, saying why', () => {
    expect(passwordProblem('password1', ctx)).toBe(COMMON_PASSWORD_MESSAGE);
    expect(passwordProblem('PASSWORD1', ctx)).toBe(COMMON_PASSWORD_MESSAGE);
    expect(passwordProblem('SunShine', ctx)).toBe(COMMON_PASSWORD_MESSAGE);
    expect(COMMON_PASSWORD_MESSAGE).toMatch(/too common/);
  });

  it('refuses her own email address or its name part', () => {
    expect(passwordProblem('ada.lovelace@example.com', ctx)).toBe(EMAIL_AS_PASSWORD_MESSAGE);
    expect(passwordProblem('Ada.Lovelace', ctx)).toBe(EMAIL_AS_PASSWORD_MESSAGE);
  });

  it('accepts anything else, with no composition rules', () => {
    expect(passwordProblem('correct horse battery', ctx)).toBeNull();
    expect(passwordProblem('tired but happy mum', ctx)).toBeNull();
    expect(passwordProblem('password12', ctx)).toBeNull();
  });
});
