import { Baby, X } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass, IconButton } from '../../../components/ui/button.tsx';
import { Card, CardTitle } from '../../../components/ui/card.tsx';

/** The postpartum tracker asked for before the birth: when it unlocks, and how. */
export function UnlocksNotice({ onClose }: { onClose: () => void }) {
  return (
    <Card role="status" className="bg-primary-soft">
      <div className="flex items-start justify-between gap-2">
        <CardTitle className="flex items-center gap-2">
          <Baby aria-hidden className="h-5 w-5 text-primary" /> Postpartum Tracker
        </CardTitle>
        <IconButton icon={X} label="Close" onClick={onClose} className="-mt-2 -mr-2" />
      </div>
      <p className="mt-1">
        It unlocks after you record your baby&apos;s birth. When your baby is here, tap &quot;My baby is
        here&quot; in your profile, and the tracker opens for feeds, nappies and sleep.
      </p>
      <Link to="/profile" className={buttonClass('secondary', 'md', 'mt-3')}>
        Go to my profile
      </Link>
    </Card>
  );
}
