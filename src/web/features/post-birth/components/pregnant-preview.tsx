import { LayoutDashboard } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { HUB_MODULES } from '../modules.ts';
import { PriorityBadge } from './priority-badge.tsx';

/** Before the birth: what Post-Birth Mode will hold, and how to switch it on by recording the birth in Profile. */
export function PregnantPreview() {
  return (
    <div className="space-y-5">
      <p className="text-lg text-muted">
        Your hub for the fourth trimester: the weeks after your baby arrives. It opens when you tell Zara your
        baby is here.
      </p>
      <Card>
        <CardTitle>What it will hold</CardTitle>
        <ul className="mt-3 space-y-3">
          {HUB_MODULES.map((m) => (
            <li key={m.slug} className="flex gap-3">
              <m.icon aria-hidden className="mt-1 h-6 w-6 shrink-0 text-primary" />
              <div>
                <p className="flex flex-wrap items-center gap-2 font-semibold">
                  {m.title} <PriorityBadge priority={m.priority} />
                </p>
                <p className="text-muted">{m.description}</p>
              </div>
            </li>
          ))}
          <li className="flex gap-3">
            <LayoutDashboard aria-hidden className="mt-1 h-6 w-6 shrink-0 text-primary" />
            <p className="text-muted">
              Your phase of recovery, today at a glance, and the warning signs for you and your baby with the
              number to call.
            </p>
          </li>
        </ul>
      </Card>
      <Card className="bg-sage-soft">
        <CardTitle>When your baby arrives</CardTitle>
        <p className="mt-1">
          In your Profile, choose <span className="font-semibold">My baby is here</span> and give the birth
          date (and, if you like, your baby&apos;s name). Zara switches to care after the birth and this hub
          opens.
        </p>
        <Link to="/profile#record-birth" className={buttonClass('primary', 'lg', 'mt-3')}>
          Record the birth
        </Link>
      </Card>
    </div>
  );
}
