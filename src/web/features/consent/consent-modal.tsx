import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Switch } from '../../components/ui/switch.tsx';

export interface ConsentToggles {
  analytics: boolean;
  personalization: boolean;
  marketing: boolean;
}

export function ConsentModal({
  open,
  saving,
  onChoose,
}: {
  open: boolean;
  saving: boolean;
  onChoose: (t: ConsentToggles) => void;
}) {
  const [t, setT] = useState<ConsentToggles>({ analytics: false, personalization: false, marketing: false });
  return (
    <Dialog
      open={open}
      dismissible={false}
      title="Your privacy choices"
      description="Zara keeps only what it needs to care for you. Choose what else you are happy for us to use. You can change this later in your profile."
    >
      <div className="space-y-3">
        <Switch
          label="Essential"
          description="Keeps you signed in and your data safe. Always on."
          checked
          disabled
        />
        <Switch
          label="Analytics"
          description="Anonymous counts of which screens help, so we can improve them."
          checked={t.analytics}
          onCheckedChange={(v) => setT({ ...t, analytics: v })}
        />
        <Switch
          label="Personalization"
          description="Uses your logs to tailor tips and reminders to you."
          checked={t.personalization}
          onCheckedChange={(v) => setT({ ...t, personalization: v })}
        />
        <Switch
          label="Marketing"
          description="Occasional news about Zara. We never sell your data."
          checked={t.marketing}
          onCheckedChange={(v) => setT({ ...t, marketing: v })}
        />
      </div>
      <div className="mt-6 grid gap-2 sm:grid-cols-3">
        <Button
          disabled={saving}
          onClick={() => onChoose({ analytics: true, personalization: true, marketing: true })}
        >
          Accept All
        </Button>
        <Button variant="secondary" disabled={saving} onClick={() => onChoose(t)}>
          Accept Selected
        </Button>
        <Button
          variant="outline"
          disabled={saving}
          onClick={() => onChoose({ analytics: false, personalization: false, marketing: false })}
        >
          Reject Optional
        </Button>
      </div>
      <p className="mt-4 text-center text-sm text-muted">
        Read our{' '}
        <Link className="underline" to="/privacy">
          Privacy Policy
        </Link>
        ,{' '}
        <Link className="underline" to="/terms">
          Terms of Use
        </Link>{' '}
        and{' '}
        <Link className="underline" to="/cookies">
          Cookie Policy
        </Link>
        .
      </p>
    </Dialog>
  );
}
