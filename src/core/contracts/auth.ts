import { z } from 'zod';

export const roleSchema = z.enum(['mother', 'admin']);
export type Role = z.infer<typeof roleSchema>;

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email({ error: 'Enter a valid email address, like name@example.com' }));

export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(8, 'Password must be at least 8 characters')
  .max(200, 'Password must be at most 200 characters');

export const fullNameSchema = z
  .string({ error: 'Full name is required' })
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
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200),
});
export type SigninBody = z.input<typeof signinBodySchema>;

export const userResponseSchema = z.object({ user: userSchema });
export type UserResponse = z.infer<typeof userResponseSchema>;

export const providersResponseSchema = z.object({ google: z.boolean() });

/** The sign-up form: the API body plus the two checks the spec names (01-core-app.md sections 5 and 8). */
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
  password: z.string().min(1, 'Password is required'),
});

/** Her current password, entered again before a sensitive action (POST /api/auth/reauth). */
const currentPasswordSchema = (message: string) =>
  z.string({ error: message }).min(1, message).max(200, 'Password must be at most 200 characters');

export const reauthBodySchema = z.strictObject({ password: currentPasswordSchema('Enter your password') });
export type ReauthBody = z.input<typeof reauthBodySchema>;

/** POST /api/auth/password: the current password and the new one (the same rules as at sign-up). */
export const changePasswordBodySchema = z.strictObject({
  currentPassword: currentPasswordSchema('Enter your current password'),
  newPassword: passwordSchema,
});
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

/** POST /api/auth/email: her password and the new email. */
export const changeEmailBodySchema = z.strictObject({
  password: currentPasswordSchema('Enter your password'),
  email: emailSchema,
});
export type ChangeEmailBody = z.input<typeof changeEmailBodySchema>;
