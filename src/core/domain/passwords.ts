/**
 * Password rules (NIST SP 800-63B section 5.1.1.2, OWASP ASVS 2.1): at least 8 characters (the contract's
 * passwordSchema), no composition rules, and not a password attackers try first: one found in a list of common
 * and breached passwords, or her own email address. The list is the server's (modules/auth/common-passwords.ts);
 * the rule is here so that sign-up and every password change apply the same one.
 */
export const COMMON_PASSWORD_MESSAGE =
  'This password is too common: it is in lists of passwords that attackers try first. ' +
  'Choose another one, for example three or four unrelated words.';

export const EMAIL_AS_PASSWORD_MESSAGE = 'Choose a password that is not your email address.';

export interface PasswordContext {
  /** Whether the list of common and breached passwords has it (compared as lower case). */
  isCommon(password: string): boolean;
  /** Her email address (the new one when it is changing at the same time). */
  email: string;
}

/** Why this password may not be used, or null when it may. */
export function passwordProblem(password: string, ctx: PasswordContext): string | null {
  const p = password.trim().toLowerCase();
  const email = ctx.email.trim().toLowerCase();
  if (p === email || p === email.split('@')[0]) return EMAIL_AS_PASSWORD_MESSAGE;
  if (ctx.isCommon(p)) return COMMON_PASSWORD_MESSAGE;
  return null;
}
