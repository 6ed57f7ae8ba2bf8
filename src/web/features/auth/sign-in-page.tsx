import { zodResolver } from '@hookform/resolvers/zod';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { Eye, EyeOff, HeartHandshake, ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { type FieldErrors, type FieldPath, type UseFormSetError, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { toast } from '../../lib/toast.ts';
import { type SignupForm, signinFormSchema, signupFormSchema } from '../../../core/contracts/auth.ts';
import { installZodMessages } from '../../../core/contracts/zod-messages.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field, FieldError } from '../../components/ui/field.tsx';
import { ApiRequestError, errorMessage } from '../../lib/api-client.ts';
import { useSignIn } from '../../api/auth/signin.ts';
import { useSignUp } from '../../api/auth/signup.ts';
import { GoogleSignIn } from './google-sign-in.tsx';
import { profileStatusOptions } from '../../api/profile/profile-status.ts';

// This form checks with the contracts' schemas in the browser, in the server's plain words (loaded with the
// screen, so the first page of a signed-in mother carries no validation library).
installZodMessages();

type Mode = 'signin' | 'signup';

/**
 * "Welcome back, Amara!" by the name she asked to be called (her profile's first name, which Home needs next
 * anyway), never her account's full name; without one, no name.
 */
async function welcomeBack(queryClient: QueryClient, userId: string): Promise<string> {
  try {
    const status = await queryClient.fetchQuery(profileStatusOptions(userId));
    const name = status.profile?.firstName.trim();
    return name ? `Welcome back, ${name}!` : 'Welcome back!';
  } catch {
    return 'Welcome back!';
  }
}

/** Sign-in ignores the sign-up-only fields. */
const signinExtras = { fullName: z.string(), confirmPassword: z.string(), agreeTerms: z.boolean() };

const emptyForm: SignupForm = {
  fullName: '',
  email: '',
  password: '',
  confirmPassword: '',
  agreeTerms: false,
};

/** Puts the server's field errors next to the fields and says what went wrong in the spec's notice. */
function reportAuthError(err: unknown, setError: UseFormSetError<SignupForm>) {
  if (err instanceof ApiRequestError && err.body?.fields) {
    for (const [field, message] of Object.entries(err.body.fields)) {
      if (field in emptyForm) setError(field as FieldPath<SignupForm>, { message });
    }
  }
  toast.error('Authentication Error', { description: errorMessage(err, 'Authentication failed') });
}

export function SignInPage() {
  const [mode, setMode] = useState<Mode>('signin');
  const [showPassword, setShowPassword] = useState(false);
  const navigate = useNavigate();
  const signIn = useSignIn();
  const signUp = useSignUp();
  const busy = signIn.isPending || signUp.isPending;

  // Back from a failed Google sign-in (the server redirects with ?authError=google).
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    if (params.get('authError') === 'google') {
      toast.error('Authentication Error', { description: 'Google authentication failed' });
      params.delete('authError');
      const rest = params.toString();
      window.history.replaceState(null, '', `${window.location.pathname}${rest ? `?${rest}` : ''}`);
    }
  }, []);

  const form = useForm<SignupForm>({
    defaultValues: emptyForm,
    // One schema per mode; the sign-in one checks only email and password.
    resolver:
      mode === 'signup' ? zodResolver(signupFormSchema) : zodResolver(signinFormSchema.extend(signinExtras)),
  });
  const { register, handleSubmit, formState, setError, clearErrors } = form;
  const errors = formState.errors;

  const onInvalid = (invalid: FieldErrors<SignupForm>) => {
    // The two sign-up checks also appear in the spec's notice (docs/product.md, "Signing up").
    const specific = [invalid.confirmPassword?.message, invalid.agreeTerms?.message]
      .filter(Boolean)
      .join(' ');
    if (specific) toast.error('Authentication Error', { description: specific });
  };

  const queryClient = useQueryClient();
  const onSubmit = handleSubmit(async (values) => {
    try {
      if (mode === 'signup') {
        await signUp.mutateAsync({
          email: values.email,
          password: values.password,
          fullName: values.fullName,
        });
        // Her full name is for her account; what she likes to be called is asked next, in the wizard.
        toast.success('Welcome to Zara!');
      } else {
        const { user } = await signIn.mutateAsync({ email: values.email, password: values.password });
        toast.success(await welcomeBack(queryClient, user.id));
      }
      void navigate('/', { replace: true });
    } catch (err) {
      reportAuthError(err, setError);
    }
  }, onInvalid);

  const switchMode = () => {
    clearErrors();
    setMode((m) => (m === 'signin' ? 'signup' : 'signin'));
  };

  const passwordToggle = (
    <Button
      variant="ghost"
      size="icon"
      aria-label={showPassword ? 'Hide password' : 'Show password'}
      aria-pressed={showPassword}
      onClick={() => setShowPassword((s) => !s)}
    >
      {showPassword ? <EyeOff aria-hidden className="h-5 w-5" /> : <Eye aria-hidden className="h-5 w-5" />}
    </Button>
  );

  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-md flex-col justify-center px-5 py-10">
      <div className="mb-8 text-center">
        <div className="mx-auto mb-3 flex h-14 w-14 items-center justify-center rounded-2xl bg-primary text-primary-fg">
          <HeartHandshake aria-hidden className="h-8 w-8" />
        </div>
        <h1 className="text-3xl font-semibold">Zara</h1>
        <p className="mt-1 text-muted">
          Your gentle companion through pregnancy and the first months with your baby.
        </p>
      </div>

      <section
        className="rounded-3xl border border-border bg-surface p-6 shadow-sm"
        aria-labelledby="auth-title"
      >
        <h2 id="auth-title" className="mb-5 text-xl font-semibold">
          {mode === 'signin' ? 'Sign In' : 'Create Account'}
        </h2>

        <GoogleSignIn />

        <div className="mb-5 flex items-center gap-3 text-sm text-muted" aria-hidden>
          <span className="h-px flex-1 bg-border" /> or with email <span className="h-px flex-1 bg-border" />
        </div>

        <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
          {mode === 'signup' ? (
            <Field
              label="Full Name"
              autoComplete="name"
              error={errors.fullName?.message}
              {...register('fullName')}
            />
          ) : null}
          <Field
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            error={errors.email?.message}
            {...register('email')}
          />
          <Field
            label="Password"
            type={showPassword ? 'text' : 'password'}
            autoComplete={mode === 'signup' ? 'new-password' : 'current-password'}
            required
            hint={mode === 'signup' ? 'At least 8 characters.' : undefined}
            error={errors.password?.message}
            trailing={passwordToggle}
            {...register('password')}
          />
          {mode === 'signup' ? (
            <>
              <Field
                label="Confirm Password"
                type={showPassword ? 'text' : 'password'}
                autoComplete="new-password"
                error={errors.confirmPassword?.message}
                {...register('confirmPassword')}
              />
              <div>
                <label className="flex min-h-11 items-start gap-3">
                  <input
                    type="checkbox"
                    className="mt-1 h-5 w-5 accent-[var(--primary)]"
                    aria-invalid={errors.agreeTerms ? true : undefined}
                    aria-describedby={errors.agreeTerms ? 'terms-error' : undefined}
                    {...register('agreeTerms')}
                  />
                  <span>
                    I agree to the{' '}
                    <Link to="/terms" className="font-medium text-primary underline">
                      Terms of Use
                    </Link>{' '}
                    and{' '}
                    <Link to="/privacy" className="font-medium text-primary underline">
                      Privacy Policy
                    </Link>
                  </span>
                </label>
                <FieldError id="terms-error" message={errors.agreeTerms?.message} />
              </div>
            </>
          ) : null}

          <Button type="submit" size="lg" className="w-full" disabled={busy}>
            {busy ? 'Please wait...' : mode === 'signin' ? 'Sign In' : 'Create Account'}
          </Button>
        </form>

        <p className="mt-5 text-center">
          {mode === 'signin' ? "Don't have an account?" : 'Already have an account?'}{' '}
          <button
            type="button"
            onClick={switchMode}
            className="min-h-11 font-semibold text-primary underline"
          >
            {mode === 'signin' ? 'Create Account' : 'Sign In'}
          </button>
        </p>
      </section>

      <div className="mt-6 space-y-3 text-center text-sm text-muted">
        {/* The spec's HIPAA badge, worded as what the software does: compliance also depends on who runs it. */}
        <Link
          to="/privacy"
          className="inline-flex min-h-11 items-center gap-2 rounded-full bg-sage-soft px-3 py-1 font-medium text-sage"
        >
          <ShieldCheck aria-hidden className="h-4 w-4" /> HIPAA safeguards · your health data stays private
        </Link>
        <p>
          Zara offers support and information, not medical advice. It is not a substitute for professional
          medical advice, diagnosis or treatment. In an emergency, call your local emergency number.
        </p>
        <nav aria-label="Legal" className="flex justify-center gap-4">
          <Link to="/terms" className="underline">
            Terms
          </Link>
          <Link to="/privacy" className="underline">
            Privacy
          </Link>
          <Link to="/cookies" className="underline">
            Cookies
          </Link>
        </nav>
      </div>
    </main>
  );
}
