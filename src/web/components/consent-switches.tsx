import { Switch } from './ui/switch.tsx';

export interface ConsentToggles {
  analytics: boolean;
  personalization: boolean;
  marketing: boolean;
}

/** The four choices, Essential locked on; shared by the first-visit prompt and the profile. */
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
        label="Analytics"
        description="Anonymous counts of which screens help, if we ever collect them (we do not today)."
        checked={value.analytics}
        disabled={disabled}
        onCheckedChange={(v) => onChange({ ...value, analytics: v })}
      />
      <Switch
        label="Personalization"
        description="Lets Zara include your recent logs when an outside AI service answers you, for answers that fit you better."
        checked={value.personalization}
        disabled={disabled}
        onCheckedChange={(v) => onChange({ ...value, personalization: v })}
      />
      <Switch
        label="Marketing"
        description="Occasional news about Zara, if we ever send any. We never sell your data."
        checked={value.marketing}
        disabled={disabled}
        onCheckedChange={(v) => onChange({ ...value, marketing: v })}
      />
    </div>
  );
}
