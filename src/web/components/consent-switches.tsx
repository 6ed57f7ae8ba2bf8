import { Switch } from './ui/switch.tsx';

export interface ConsentToggles {
  analytics: boolean;
  personalization: boolean;
  marketing: boolean;
}

/**
 * Her privacy choices, shared by the first-visit prompt and the profile: Essential locked on, and Personalization,
 * the one optional use Zara has. Analytics and marketing are not offered as switches because nothing would follow
 * from them (issue 20, point 4): Zara collects no analytics and sends no marketing, and says so. Their stored values
 * pass through unchanged.
 */
export function ConsentSwitches({
  value,
  onChange,
  disabled,
}: {
  value: ConsentToggles;
  onChange: (next: ConsentToggles) => void;
  disabled?: boolean;
}) {
  return (
    <div className="space-y-3">
      <Switch
        label="Essential"
        description="Keeps you signed in and your data safe. Always on."
        checked
        disabled
      />
      <Switch
        label="Personalization"
        description="Lets Zara include your recent logs when an outside AI service answers you, for answers that fit you better."
        checked={value.personalization}
        disabled={disabled}
        onCheckedChange={(v) => onChange({ ...value, personalization: v })}
      />
      <p className="text-sm text-muted" data-testid="not-collected">
        Zara collects no analytics (nothing counts which screens you open or what you tap) and sends no
        marketing, so there is nothing here to switch on. We never sell your data.
      </p>
    </div>
  );
}
