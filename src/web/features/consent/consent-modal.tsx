import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { ConsentSwitches, type ConsentToggles } from '../../components/consent-switches.tsx';

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
      <ConsentSwitches value={t} onChange={setT} />
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
