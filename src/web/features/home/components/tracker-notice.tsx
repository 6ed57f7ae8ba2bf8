import { Baby, X } from 'lucide-react';
import { Link } from 'react-router';
import type { Stage } from '../../../../core/domain/stage.ts';
import { TRACKERS_NOT_IN_APP } from '../../../../core/domain/toolkit-modules.ts';
import { buttonClass, IconButton } from '../../../components/ui/button.tsx';
import { Card, CardTitle } from '../../../components/ui/card.tsx';

/**
 * The postpartum tracker asked for (the visit toolkit's ?module=) where it cannot open: before the birth, when it
 * unlocks and how; while the app has no tracker screens, where they will be and what she can use meanwhile.
 */
export function TrackerNotice({
  kind,
  stage,
  onClose,
}: {
  kind: 'unlocks-after-birth' | 'not-in-app';
  stage: Stage;
  onClose: () => void;
}) {
  return (
    <Card role="status" className="bg-primary-soft">
      <div className="flex items-start justify-between gap-2">
        <CardTitle className="flex items-center gap-2">
          <Baby aria-hidden className="h-5 w-5 text-primary" /> Postpartum Tracker
        </CardTitle>
        <IconButton icon={X} label="Close" onClick={onClose} className="-mt-2 -mr-2" />
      </div>
      {kind === 'unlocks-after-birth' ? (
        <>
          <p className="mt-1">
            It unlocks after you record your baby&apos;s birth. When your baby is here, tap &quot;My baby is
            here&quot; in your profile, and the tracker opens for feeds, nappies and sleep.
          </p>
          <Link to="/profile" className={buttonClass('secondary', 'md', 'mt-3')}>
            Go to my profile
          </Link>
        </>
      ) : stage === 'postpartum' ? (
        <>
          <p className="mt-1">
            {TRACKERS_NOT_IN_APP} Meanwhile, note how you are healing in the Symptom Log, and anything to ask
            in your visit questions.
          </p>
          <Link to="/symptoms" className={buttonClass('secondary', 'md', 'mt-3')}>
            Open the Symptom Log
          </Link>
        </>
      ) : (
        <p className="mt-1">
          After the birth, your baby&apos;s feeds, nappies and sleep, and your recovery, will be tracked from
          the Baby Tracker tile on Home. That screen is not in this version of Zara yet.
        </p>
      )}
    </Card>
  );
}
