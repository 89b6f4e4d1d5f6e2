import { firstError } from '@rules/account';
import { centsToDollars, checkSubscriptionSettings, dollarsToCents, type SubscriptionSettingsInput } from '@rules/subscription-settings';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../lib/api';
import { DEFAULT_SETTINGS } from '@rules/plans';
import type { SubscriptionSettings } from '../plans/plans';
import { toast } from '../../ui/toasts';
import { adminApi } from './calls';
import { ruleText, type RuleWords } from '../../lib/rule-text';
import type { RuleError } from '@rules/error-codes';

type Field = Exclude<keyof SubscriptionSettingsInput, 'publishRequiresVerification'>;

const FIELDS: Array<{ name: Field; label: string; dollars: boolean }> = [
  { name: 'lifetimeSlotTotal', label: 'Total Slots', dollars: false },
  { name: 'lifetimePrice', label: 'Lifetime Price ($)', dollars: true },
  { name: 'monthlyPrice', label: 'Monthly Price ($)', dollars: true },
  { name: 'yearlyPrice', label: 'Yearly Price ($)', dollars: true },
];

interface Props {
  settings: SubscriptionSettings | null;
  onSaved: () => void;
  onCancel: () => void;
  /** The settings rules' words in the page's language (ruleWords, rendered with the page). */
  rules: RuleWords;
}

/**
 * Edits prices in dollars (saved as cents), the lifetime slot total and whether only verified sightings can be
 * published; the server checks the same rules.
 */
export default function SettingsForm({ settings, onSaved, onCancel, rules }: Props) {
  // Section 9's defaults prefill the form when the server has no settings.
  const start = settings ?? DEFAULT_SETTINGS;
  const [values, setValues] = useState<Record<Field, string>>(() =>
    Object.fromEntries(FIELDS.map(({ name, dollars }) => [name, dollars ? centsToDollars(start[name]) : String(start[name])])) as Record<Field, string>,
  );
  const [verifiedOnly, setVerifiedOnly] = useState(settings?.publishRequiresVerification ?? false);
  const [errors, setErrors] = useState<Partial<Record<Field, RuleError>>>({});
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = Object.fromEntries(
      FIELDS.map(({ name, dollars }) => [name, dollars ? dollarsToCents(values[name]) : Number(values[name].trim() || Number.NaN)]),
    ) as unknown as SubscriptionSettingsInput;
    input.publishRequiresVerification = verifiedOnly;
    const found = checkSubscriptionSettings(input, settings?.lifetimeSlotsTaken ?? 0);
    setErrors(found);
    if (firstError(found)) return;
    setSaving(true);
    try {
      await adminApi.saveSettings(input);
      toast({ title: 'Settings updated' });
      onSaved();
    } catch (error) {
      toast({ title: 'Failed to update settings', description: errorMessage(error, 'Please try again'), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="settings-form" onSubmit={submit} noValidate>
      {FIELDS.map(({ name, label, dollars }) => (
        <div className="field" key={name}>
          <label htmlFor={`settings-${name}`}>{label}</label>
          <input
            id={`settings-${name}`}
            inputMode={dollars ? 'decimal' : 'numeric'}
            value={values[name]}
            onChange={(event) => setValues({ ...values, [name]: event.target.value })}
            aria-invalid={Boolean(errors[name])}
            aria-describedby={errors[name] ? `settings-${name}-error` : undefined}
          />
          {errors[name] && (
            <span className="error" id={`settings-${name}-error`}>
              {ruleText(rules, errors[name])}
            </span>
          )}
        </div>
      ))}
      <div className="field field-checkbox">
        <input
          id="settings-publishRequiresVerification"
          type="checkbox"
          checked={verifiedOnly}
          onChange={(event) => setVerifiedOnly(event.target.checked)}
          aria-describedby="settings-publishRequiresVerification-hint"
        />
        <label htmlFor="settings-publishRequiresVerification">Only verified sightings can be published</label>
        <span className="hint" id="settings-publishRequiresVerification-hint">
          Publishing then refuses sightings experts have not verified. Photos already published stay.
        </span>
      </div>
      <div className="form-actions">
        <button type="button" className="btn btn-outline" onClick={onCancel} disabled={saving}>
          Cancel
        </button>
        <button type="submit" className="btn" disabled={saving}>
          {saving ? 'Saving...' : 'Save Settings'}
        </button>
      </div>
    </form>
  );
}
