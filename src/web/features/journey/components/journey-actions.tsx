import { Calendar, HeartPulse, MessageCircleHeart, NotebookPen } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';

/** Ask Zara, Log Symptom, Journal and Calendar (docs/product.md, "Journey"). */
export function JourneyActions() {
  const actions = [
    { to: '/zara-chat', label: 'Ask Zara', icon: MessageCircleHeart, variant: 'primary' as const },
    { to: '/symptoms', label: 'Log Symptom', icon: HeartPulse, variant: 'outline' as const },
    { to: '/journal', label: 'Journal', icon: NotebookPen, variant: 'outline' as const },
    { to: '/calendar', label: 'Calendar', icon: Calendar, variant: 'outline' as const },
  ];
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {actions.map((a) => (
        // A tile, icon above its label, so "Log Symptom" fits on one line from 320 px wide.
        <Link
          key={a.to}
          to={a.to}
          className={buttonClass(a.variant, 'md', 'min-h-16 flex-col gap-1 px-1 py-2 whitespace-nowrap')}
        >
          <a.icon aria-hidden className="h-5 w-5" /> {a.label}
        </Link>
      ))}
    </div>
  );
}
