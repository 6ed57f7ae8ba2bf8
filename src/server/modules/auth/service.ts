import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { User } from '../../../core/contracts/auth.ts';
import type { Db } from '../../db/client.ts';
import { conflict, HttpError } from '../../errors.ts';
import { AttemptLimiter, retryMessage } from '../../rate-limiter.ts';
import { toUser } from './session.ts';
import { findUserByEmail, insertUser } from './repository.ts';

export interface AuthLimits {
  perAddress: number;
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

export class AuthService {
  private readonly byAddress: AttemptLimiter;
  private readonly byAccount: AttemptLimiter;

  constructor(
    private readonly db: Db,
    limits: AuthLimits,
  ) {
    this.byAddress = new AttemptLimiter(limits.perAddress, limits.windowMs);
    this.byAccount = new AttemptLimiter(limits.perAccount, limits.windowMs);
  }

  private guard(address: string, email: string): void {
    const wait = Math.max(
      this.byAddress.retryAfter(`ip:${address}`),
      this.byAccount.retryAfter(`acct:${email}`),
    );
    if (wait > 0) {
      throw new HttpError(429, 'rate_limited', retryMessage(wait), undefined, {
        'retry-after': String(Math.ceil(wait / 1000)),
      });
    }
    this.byAddress.hit(`ip:${address}`);
  }

  async signUp(address: string, input: { email: string; password: string; fullName: string }): Promise<User> {
    this.guard(address, input.email);
    const passwordHash = await hashPassword(input.password);
    const row = await insertUser(this.db, { email: input.email, passwordHash, displayName: input.fullName });
    if (!row) {
      this.byAccount.hit(`acct:${input.email}`);
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
      this.byAccount.hit(`acct:${input.email}`);
      throw new HttpError(401, 'invalid_credentials', 'Invalid email or password');
    }
    this.byAccount.reset(`acct:${input.email}`);
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

  /** Re-checks the password of a signed-in user (account deletion). */
  async checkPassword(userId: string, email: string, password: string, address: string): Promise<boolean> {
    this.guard(address, email);
    const row = await findUserByEmail(this.db, email);
    const ok = row !== undefined && row.id === userId && (await passwordMatches(row.passwordHash, password));
    if (!ok) this.byAccount.hit(`acct:${email}`);
    return ok;
  }
}
