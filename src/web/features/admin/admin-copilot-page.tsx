import { Cpu, Database, Workflow } from 'lucide-react';
import { Card, CardTitle } from '../../components/ui/card.tsx';
import { ErrorState, Loading } from '../../components/ui/status.tsx';
import { useMe } from '../../api/auth/me.ts';
import { useAnalyzeIntent } from '../../api/copilot/analyze-intent.ts';
import { useCopilotSystem } from '../../api/copilot/system.ts';
import { AdminOnly } from './admin-only.tsx';

/** Sentences to see where the intent router sends them, the last one a crisis that must go to urgent alerts. */
const INTENT_TESTS = [
  'I want to log a headache',
  'Write about today in my journal',
  'Book my next scan',
  'Gentle exercise for my back',
  'What happens at 30 weeks?',
  'I want to disappear',
] as const;

const MODULE_LABEL: Record<string, string> = {
  symptom_log: 'Symptom log',
  journal: 'Journal',
  calendar: 'Calendar',
  exercise: 'Exercise',
  education: 'Education',
  chat: 'Zara chat',
  emergency: 'Urgent alerts',
};

/**
 * /admin/copilot (docs/product.md, "Co-pilot"): the spec's orchestration layer, for admins only: whether the
 * database and the language model are up, where the intent router sends a sentence, and how the parts fit.
 */
export function AdminCopilotPage() {
  const me = useMe();
  const admin = me.data?.role === 'admin';
  const system = useCopilotSystem(admin);
  const intent = useAnalyzeIntent();
  if (!admin) return <AdminOnly />;
  if (system.isPending) return <Loading label="Loading the system view..." />;
  if (system.isError)
    return <ErrorState title="Could not load the system view" onRetry={() => void system.refetch()} />;
  const s = system.data;
  return (
    <div className="space-y-5">
      <header>
        <h1 className="text-2xl font-semibold">Co-pilot: system</h1>
        <p className="text-muted">
          Zara&apos;s AI orchestration layer: what is up, and how requests are routed.
        </p>
      </header>

      <Card>
        <CardTitle>System status</CardTitle>
        <ul className="mt-3 space-y-2">
          <li className="flex items-center gap-2">
            <Database aria-hidden className="h-5 w-5 text-primary" />
            Database ({s.database === 'embedded' ? 'embedded PostgreSQL' : 'PostgreSQL'}):{' '}
            {s.databaseOk ? 'online' : 'unavailable'}
          </li>
          <li className="flex items-center gap-2">
            <Cpu aria-hidden className="h-5 w-5 text-primary" />
            Answers:{' '}
            {s.provider.kind === 'model'
              ? `language model (${s.provider.model ?? ''})`
              : 'built-in responder'}
          </li>
        </ul>
      </Card>

      <Card>
        <CardTitle>Intent analysis</CardTitle>
        <p className="mt-1 text-sm text-muted">
          Tap a sentence to see which part of the app it is routed to.
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          {INTENT_TESTS.map((t) => (
            <button
              key={t}
              type="button"
              onClick={() => intent.mutate(t)}
              className="min-h-11 rounded-full border border-border bg-surface px-4 text-sm hover:border-primary hover:text-primary"
            >
              {t}
            </button>
          ))}
        </div>
        <p className="mt-3 min-h-6" role="status">
          {intent.isPending
            ? 'Analysing...'
            : intent.data
              ? `${MODULE_LABEL[intent.data.module] ?? intent.data.module} (confidence ${String(Math.round(intent.data.confidence * 100))}%)`
              : intent.isError
                ? 'Could not analyse that. Please try again.'
                : ''}
        </p>
      </Card>

      <Card>
        <CardTitle className="flex items-center gap-2">
          <Workflow aria-hidden className="h-5 w-5 text-primary" />
          Architecture
        </CardTitle>
        <ul className="mt-3 list-disc space-y-1 pl-5">
          {s.architecture.map((a) => (
            <li key={a}>{a}</li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
