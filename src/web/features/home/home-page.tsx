import { useMe } from '../auth/api/me.ts';
import { greetingText } from '../../../core/domain/time-windows.ts';

/** Home: greets her by time of day. Onboarding (issue 4) adds the phase card, care tools and quick actions. */
export function HomePage() {
  const me = useMe();
  const firstName = me.data?.displayName.split(' ')[0] ?? 'Mama';
  return (
    <section aria-labelledby="home-greeting" className="space-y-4">
      <h1 id="home-greeting" className="text-3xl font-semibold">
        {greetingText(new Date().getHours())}, {firstName}
      </h1>
      <p className="text-lg text-muted">Welcome to Zara. We are glad you are here.</p>
    </section>
  );
}
