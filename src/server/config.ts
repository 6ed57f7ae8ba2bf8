/**
 * Environment, validated once at start-up. Behaviour depends on these explicit settings, never on NODE_ENV.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const intFromEnv = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  SESSION_SECRET: z.string().min(32).optional(),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  COUNTRY_HEADER: z.string().optional(),
  /** Sign-in and sign-up attempts allowed per client address per window. */
  AUTH_RATE_LIMIT_PER_ADDRESS: intFromEnv(30),
  /**
   * Failed tries of one email from one address before each further try must wait (1 s, doubling); the email from
   * everywhere gets four times as many, the address whatever the email six times (core/domain/auth-throttle.ts).
   */
  AUTH_RATE_LIMIT_PER_ACCOUNT: intFromEnv(5),
  /** Length of the rate-limit window in seconds. */
  AUTH_RATE_LIMIT_WINDOW_SECONDS: intFromEnv(900),
  BODY_LIMIT_BYTES: intFromEnv(1_048_576),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  /** Google's OpenID Connect endpoints; overridable for another OIDC provider or a test double. */
  GOOGLE_AUTH_URL: z.url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
  GOOGLE_ISSUERS: z.string().default('https://accounts.google.com,accounts.google.com'),
  /** Where the built front end lives. */
  WEB_DIST_DIR: z.string().default('./dist/web'),
  /** Zara's optional language model: any OpenAI-compatible chat-completions endpoint. */
  ZARA_LLM_BASE_URL: z.url().optional(),
  ZARA_LLM_MODEL: z.string().optional(),
  ZARA_LLM_API_KEY: z.string().optional(),
  ZARA_LLM_TIMEOUT_MS: intFromEnv(8000),
  /**
   * Who runs this deployment, for the legal pages and the support link (issue 20, point 10): the operator's name,
   * a contact (an email address or an https:// page) and the law that governs the terms. Unset, the pages say the
   * deployment has not set them; nothing is invented.
   */
  OPERATOR_NAME: z.string().trim().optional(),
  OPERATOR_CONTACT: z
    .string()
    .trim()
    .optional()
    .refine(
      (v) => !v || z.email().safeParse(v).success || z.url({ protocol: /^https$/ }).safeParse(v).success,
      'must be an email address or an https:// address',
    ),
  OPERATOR_JURISDICTION: z.string().trim().optional(),
});

/** The operator's details as set; each null when the deployment has not set it. */
export interface OperatorConfig {
  name: string | null;
  contact: string | null;
  jurisdiction: string | null;
}

export interface GoogleConfig {
  clientId: string;
  clientSecret: string;
  authUrl: string;
  tokenUrl: string;
  issuers: string[];
}

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  sessionSecret: string;
  trustProxy: boolean;
  countryHeader: string | undefined;
  authRateLimit: { perAddress: number; perAccount: number; windowMs: number };
  bodyLimit: number;
  logLevel: string;
  google: GoogleConfig | null;
  webDistDir: string;
  /** Zara's language model; null means the built-in responder answers. */
  zaraLlm: { baseUrl: string; model: string; apiKey: string | null; timeoutMs: number } | null;
  operator: OperatorConfig;
}

/** Reads the secret kept in the data folder, creating one on first start. */
function sessionSecretFrom(dataDir: string): string {
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<AppConfig> = {},
): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(overrides.dataDir ?? e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL || undefined,
    sessionSecret: overrides.sessionSecret ?? e.SESSION_SECRET ?? sessionSecretFrom(dataDir),
    trustProxy: e.TRUST_PROXY,
    countryHeader: e.COUNTRY_HEADER?.toLowerCase(),
    authRateLimit: {
      perAddress: e.AUTH_RATE_LIMIT_PER_ADDRESS,
      perAccount: e.AUTH_RATE_LIMIT_PER_ACCOUNT,
      windowMs: e.AUTH_RATE_LIMIT_WINDOW_SECONDS * 1000,
    },
    bodyLimit: e.BODY_LIMIT_BYTES,
    logLevel: e.LOG_LEVEL,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            authUrl: e.GOOGLE_AUTH_URL,
            tokenUrl: e.GOOGLE_TOKEN_URL,
            issuers: e.GOOGLE_ISSUERS.split(',').map((s) => s.trim()),
          }
        : null,
    webDistDir: resolve(e.WEB_DIST_DIR),
    zaraLlm:
      e.ZARA_LLM_BASE_URL && e.ZARA_LLM_MODEL
        ? {
            baseUrl: e.ZARA_LLM_BASE_URL,
            model: e.ZARA_LLM_MODEL,
            apiKey: e.ZARA_LLM_API_KEY || null,
            timeoutMs: e.ZARA_LLM_TIMEOUT_MS,
          }
        : null,
    operator: {
      name: e.OPERATOR_NAME || null,
      contact: e.OPERATOR_CONTACT || null,
      jurisdiction: e.OPERATOR_JURISDICTION || null,
    },
    ...overrides,
  };
}
