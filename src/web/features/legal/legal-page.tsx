import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { OperatorSentences } from '../../components/operator-contact.tsx';
import { useOperator } from '../../api/legal/operator.ts';
import { cookiePolicy, type LegalDoc, privacyPolicy, termsOfUse } from './legal-texts.ts';

const docs = { privacy: privacyPolicy, terms: termsOfUse, cookies: cookiePolicy } satisfies Record<
  string,
  LegalDoc
>;

export function LegalPage({ doc }: { doc: keyof typeof docs }) {
  const { title, updated, sections } = docs[doc];
  const operator = useOperator();
  return (
    <main className="mx-auto w-full max-w-2xl px-5 py-8">
      <Link to="/" className="inline-flex min-h-11 items-center gap-2 text-primary underline">
        <ArrowLeft aria-hidden className="h-4 w-4" /> Back to Zara
      </Link>
      <h1 className="mt-4 text-3xl font-semibold">{title}</h1>
      <p className="text-sm text-muted">Last updated {updated}</p>
      <div className="mt-6 space-y-6">
        {/* Who runs this deployment, as its operator configured it (README, "Configuration"), or said unset. */}
        <section aria-labelledby="operator-title">
          <h2 id="operator-title" className="mb-2 text-xl font-semibold">
            Who runs this service
          </h2>
          {operator.isPending ? (
            <p className="text-muted">Loading...</p>
          ) : operator.isError ? (
            <p className="text-muted">We could not load who runs this service. Please try again later.</p>
          ) : (
            <OperatorSentences operator={operator.data} />
          )}
        </section>
        {sections.map((s) => (
          <section key={s.heading}>
            <h2 className="mb-2 text-xl font-semibold">{s.heading}</h2>
            {s.paragraphs.map((p) => (
              <p key={p} className="mb-3">
                {p}
              </p>
            ))}
          </section>
        ))}
      </div>
      <nav aria-label="Legal" className="mt-10 flex gap-4 text-sm">
        <Link to="/terms" className="underline">
          Terms of Use
        </Link>
        <Link to="/privacy" className="underline">
          Privacy Policy
        </Link>
        <Link to="/cookies" className="underline">
          Cookie Policy
        </Link>
      </nav>
    </main>
  );
}
