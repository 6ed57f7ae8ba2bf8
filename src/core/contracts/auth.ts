/**
 * Accounts and sessions: sign-up, sign-in, sign-out, the signed-in user, Google sign-in.
 */
import { z } from 'zod';
import { text, userIdParamsSchema } from './common.ts';
import { endpoint, redirect } from './endpoint.ts';

export const roleSchema = z.enum(['mother', 'admin']);
export type Role = z.infer<typeof roleSchema>;

export const emailSchema = text({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email({ error: 'Enter a valid email address, like name@example.com' }));

export const passwordSchema = text({ error: 'Password is required' })
  .min(8, 'Password must be at least 8 characters')
  .max(200, 'Password must be at most 200 characters');

export const fullNameSchema = text({ error: 'Full name is required' })
  .trim()
  .min(1, 'Full name is required')
  .max(100, 'Full name must be at most 100 characters');

export const userSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  displayName: z.string(),
  role: roleSchema,
  createdAt: z.iso.datetime(),
});
export type User = z.infer<typeof userSchema>;

export const signupBodySchema = z.strictObject({
  email: emailSchema,
  password: passwordSchema,
  fullName: fullNameSchema,
});
export type SignupBody = z.input<typeof signupBodySchema>;

export const signinBodySchema = z.strictObject({
  email: emailSchema,
  password: text({ error: 'Password is required' }).min(1, 'Password is required').max(200),
});
export type SigninBody = z.input<typeof signinBodySchema>;

export const userResponseSchema = z.object({ user: userSchema });
export type UserResponse = z.infer<typeof userResponseSchema>;

export const providersResponseSchema = z.object({ google: z.boolean() });

/** What Google adds to the callback URL (other parameters it may add are ignored). */
export const googleCallbackQuerySchema = z.object({
  code: text().optional(),
  state: text().optional(),
});

/** The sign-up form: the API body plus the two checks the spec names (docs/product.md, "Signing up"). */
export const signupFormSchema = z
  .object({
    fullName: fullNameSchema,
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z.string(),
    agreeTerms: z.boolean(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  })
  .refine((v) => v.agreeTerms, {
    path: ['agreeTerms'],
    message: 'Please agree to the Terms of Use and Privacy Policy',
  });
export type SignupForm = z.input<typeof signupFormSchema>;

export const signinFormSchema = z.object({
  email: emailSchema,
  password: signinBodySchema.shape.password,
});

/** Her current password, entered again before a sensitive action (POST /api/auth/reauth). */
const currentPasswordSchema = (message: string) =>
  text({ error: message }).min(1, message).max(200, 'Password must be at most 200 characters');

export const reauthBodySchema = z.strictObject({ password: currentPasswordSchema('Enter your password') });
export type ReauthBody = z.input<typeof reauthBodySchema>;

/** POST /api/auth/password: the current password and the new one (the same rules as at sign-up). */
export const changePasswordBodySchema = z.strictObject({
  currentPassword: currentPasswordSchema('Enter your current password'),
  newPassword: passwordSchema,
});
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

/** The password-change form: the API body, with the new password typed twice. */
export const changePasswordFormSchema = changePasswordBodySchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  });
export type ChangePasswordForm = z.input<typeof changePasswordFormSchema>;

/** POST /api/auth/email: her password and the new email. */
export const changeEmailBodySchema = z.strictObject({
  password: currentPasswordSchema('Enter your password'),
  email: emailSchema,
});
export type ChangeEmailBody = z.input<typeof changeEmailBodySchema>;

export const authEndpoints = [
  endpoint({
    method: 'POST',
    path: '/api/auth/signup',
    summary: 'Create an account and sign in',
    access: { kind: 'public' },
    body: signupBodySchema,
    responses: { 201: userResponseSchema },
    errors: [409, 429],
  }),
  endpoint({
    method: 'POST',
    path: '/api/auth/signin',
    summary: 'Sign in with email and password',
    access: { kind: 'public' },
    body: signinBodySchema,
    responses: { 200: userResponseSchema },
    errors: [401, 429],
  }),
  endpoint({
    method: 'POST',
    path: '/api/auth/signout',
    summary: 'Sign out (revokes this session)',
    access: { kind: 'public' },
    responses: { 204: null },
  }),
  endpoint({
    method: 'GET',
    path: '/api/auth/me',
    summary: 'The signed-in user',
    access: { kind: 'user' },
    responses: { 200: userResponseSchema },
  }),
  endpoint({
    method: 'POST',
    path: '/api/auth/reauth',
    summary:
      'Her password again before a sensitive action (OWASP ASVS 3.7.1); good on this session for five minutes',
    access: { kind: 'user' },
    body: reauthBodySchema,
    responses: { 204: null },
    errors: [429],
  }),
  endpoint({
    method: 'POST',
    path: '/api/auth/password',
    summary: 'Change her password (with the current one); signs out her other devices',
    access: { kind: 'user' },
    body: changePasswordBodySchema,
    responses: { 204: null },
    errors: [429],
  }),
  endpoint({
    method: 'POST',
    path: '/api/auth/email',
    summary: 'Change her email (with her password)',
    access: { kind: 'user' },
    body: changeEmailBodySchema,
    responses: { 200: userResponseSchema },
    errors: [409, 429],
  }),
  endpoint({
    method: 'GET',
    path: '/api/auth/providers',
    summary: 'Which other sign-in providers this server offers',
    access: { kind: 'public' },
    responses: { 200: providersResponseSchema },
  }),
  endpoint({
    method: 'GET',
    path: '/api/auth/google/start',
    summary: 'Start signing in with Google (OpenID Connect with PKCE)',
    access: { kind: 'public' },
    responses: { 302: redirect("To Google's sign-in page") },
    errors: [404],
  }),
  endpoint({
    method: 'GET',
    path: '/api/auth/google/callback',
    summary: 'Where Google sends her back; signs her in and returns to the app',
    access: { kind: 'public' },
    query: googleCallbackQuerySchema,
    responses: { 302: redirect('To the app, signed in, or with ?authError=google') },
    errors: [404],
  }),
  endpoint({
    method: 'GET',
    path: '/api/users/:userId',
    summary: 'Her own account',
    access: { kind: 'self', param: 'userId' },
    params: userIdParamsSchema,
    responses: { 200: userResponseSchema },
  }),
] as const;
