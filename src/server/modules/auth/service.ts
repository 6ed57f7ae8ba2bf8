import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { User } from '../../../core/contracts/auth.ts';
import { throttleRules } from '../../../core/domain/auth-throttle.ts';
import { passwordProblem } from '../../../core/domain/passwords.ts';
import type { Db } from '../../db/client.ts';
import { conflict, fieldError, HttpError } from '../../errors.ts';
import { GuessThrottle } from '../../guess-throttle.ts';
import { AttemptLimiter, retryMessage } from '../../rate-limiter.ts';
import { isCommonPassword } from './common-passwords.ts';
import { findUserByEmail, findUserById, insertUser, updateEmail, updatePasswordHash } from './repository.ts';
import { toUser } from './session.ts';

export interface AuthLimits {
  /** Sign-in and sign-up attempts per address per window (a flood guard). */
  perAddress: number;
  /** Failed tries of one email from one address before each further one must wait (doubling waits). */
  perAccount: number;
  windowMs: number;
}

/** Argon2id (the @node-rs/argon2 default algorithm) with its default cost (about 10 ms here). */
export const hashPassword = (password: string) => hash(password);

/** False, never an exception, for a stored value that is not an Argon2 hash (a Google-only account). */
async function passwordMatches(stored: string, password: string): Promise<boolean> {
  if (!stored.startsWith('$argon2')) return false;
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

// Verifying against a real hash when the email is unknown keeps sign-in timing the same either way.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hash('not-a-real-password-for-timing'));

const WRONG_PASSWORD = 'That password is not right. Please try again.';
const NO_PASSWORD =
  'Your account signs in with Google and has no password here: sign out and in again with Google, then retry.';

/** Sign-up, sign-in and every check of her password, with one throttle on guessing (core/domain/auth-throttle.ts). */
export class AuthService {
  private readonly byAddress: AttemptLimiter;
  private readonly throttle = new GuessThrottle();
  private readonly rules: ReturnType<typeof throttleRules>;

  constructor(
    private readonly db: Db,
    limits: AuthLimits,
  ) {
    this.byAddress = new AttemptLimiter(limits.perAddress, limits.windowMs);
    this.rules = throttleRules(limits.perAccount);
  }

  private guard(address: string, email: string): void {
    const wait = Math.max(
      this.byAddress.retryAfter(`ip:${address}`),
      this.throttle.wait(`pair:${email}|${address}`, this.rules.pair),
      this.throttle.wait(`acct:${email}`, this.rules.account),
      this.throttle.wait(`addr:${address}`, this.rules.address),
    );
    if (wait > 0) {
      throw new HttpError(429, 'rate_limited', retryMessage(wait), undefined, {
        'retry-after': String(Math.ceil(wait / 1000)),
      });
    }
    this.byAddress.hit(`ip:${address}`);
  }

  private failed(address: string, email: string): void {
    this.throttle.fail(`pair:${email}|${address}`);
    this.throttle.fail(`acct:${email}`);
    this.throttle.fail(`addr:${address}`);
  }

  private succeeded(address: string, email: string): void {
    this.throttle.succeed(`pair:${email}|${address}`);
    this.throttle.succeed(`acct:${email}`);
  }

  /** The new password's problem as a 400 on `field`, or nothing. */
  private checkNewPassword(password: string, email: string, field: string): void {
    const problem = passwordProblem(password, { isCommon: isCommonPassword, email });
    if (problem) throw fieldError(field, problem);
  }

  async signUp(address: string, input: { email: string; password: string; fullName: string }): Promise<User> {
    this.guard(address, input.email);
    this.checkNewPassword(input.password, input.email, 'password');
    const passwordHash = await hashPassword(input.password);
    const row = await insertUser(this.db, { email: input.email, passwordHash, displayName: input.fullName });
    if (!row) {
      this.failed(address, input.email);
      throw conflict('An account with this email already exists. Sign in instead, or use another email.', {
        email: 'This email is already registered',
      });
    }
    return toUser(row);
  }

  async signIn(address: string, input: { email: string; password: string }): Promise<User> {
    this.guard(address, input.email);
    const row = await findUserByEmail(this.db, input.email);
    const ok = await passwordMatches(row?.passwordHash ?? (await getDummyHash()), input.password);
    if (!row || !ok) {
      this.failed(address, input.email);
      throw new HttpError(401, 'invalid_credentials', 'Invalid email or password');
    }
    this.succeeded(address, input.email);
    return toUser(row);
  }

  /**
   * The account a verified Google email signs in: the one with that email, or a new one (with no usable password:
   * she can set one later by resetting it). A sign-up racing this one for the same email finds its row.
   */
  async googleAccount(email: string, name: string): Promise<User> {
    const row =
      (await findUserByEmail(this.db, email)) ??
      (await insertUser(this.db, {
        email,
        displayName: name,
        passwordHash: `!google:${randomBytes(24).toString('base64url')}`,
      })) ??
      (await findUserByEmail(this.db, email));
    if (!row) throw new Error('could not create the account');
    return toUser(row);
  }

  /**
   * Her password again (re-authentication before a sensitive change, account deletion): a 400 naming `field`
   * when it is wrong, counted as a failed guess.
   */
  async verifyPassword(user: User, password: string, address: string, field = 'password'): Promise<void> {
    this.guard(address, user.email);
    const row = await findUserById(this.db, user.id);
    if (row && !row.passwordHash.startsWith('$argon2')) throw fieldError(field, NO_PASSWORD);
    if (!row || !(await passwordMatches(row.passwordHash, password))) {
      this.failed(address, user.email);
      throw fieldError(field, WRONG_PASSWORD);
    }
    this.succeeded(address, user.email);
  }

  async changePassword(
    user: User,
    address: string,
    input: { currentPassword: string; newPassword: string },
  ): Promise<void> {
    await this.verifyPassword(user, input.currentPassword, address, 'currentPassword');
    this.checkNewPassword(input.newPassword, user.email, 'newPassword');
    await updatePasswordHash(this.db, user.id, await hashPassword(input.newPassword));
  }

  async changeEmail(user: User, address: string, input: { password: string; email: string }): Promise<User> {
    await this.verifyPassword(user, input.password, address);
    if (input.email === user.email) return user;
    const row = await updateEmail(this.db, user.id, input.email);
    if (!row)
      throw conflict('Another account already uses this email.', {
        email: 'This email is already registered',
      });
    return toUser(row);
  }
}
