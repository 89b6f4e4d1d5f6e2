import { firstError } from '@rules/account';
import { centsToDollars, checkSubscriptionSettings, dollarsToCents, type SubscriptionSettingsInput } from '@rules/subscription-settings';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../lib/api';
import { DEFAULT_SETTINGS } from '@rules/plans';
import type { SubscriptionSettings } from '../plans/plans';
import { toast } from '../../ui/toasts';
import { adminApi } from './calls';
import type { AdminWords } from './admin-words';
import { ruleText, type RuleWords } from '../../lib/rule-text';
import type { RuleError } from '@rules/error-codes';

type Field = Exclude<keyof SubscriptionSettingsInput, 'publishRequiresVerification'>;

const FIELDS: Array<{ name: Field; label: keyof AdminWords; dollars: boolean }> = [
  { name: 'lifetimeSlotTotal', label: 'totalSlots', dollars: false },
  { name: 'lifetimePrice', label: 'lifetimePriceField', dollars: true },
  { name: 'monthlyPrice', label: 'monthlyPriceField', dollars: true },
  { name: 'yearlyPrice', label: 'yearlyPriceField', dollars: true },
];

interface Props {
  settings: SubscriptionSettings | null;
  words: AdminWords;
  onSaved: () => void;
  onCancel: () => void;
  /** The settings rules' words in the page's language (ruleWords, rendered with the page). */
  rules: RuleWords;
}

/**
 * Edits prices in dollars (saved as cents), the lifetime slot total and whether only verified sightings can be
 * published; the server checks the same rules.
 */
export default function SettingsForm({ settings, words, onSaved, onCancel, rules }: Props) {
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
      toast({ title: words.settingsUpdated });
      onSaved();
    } catch (error) {
      toast({ title: words.settingsFailed, description: errorMessage(error, words.tryAgain), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="settings-form" onSubmit={submit} noValidate>
      {FIELDS.map(({ name, label, dollars }) => (
        <div className="field" key={name}>
          <label htmlFor={`settings-${name}`}>{String(words[label])}</label>
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
        <label htmlFor="settings-publishRequiresVerification">{words.verifiedOnly}</label>
        <span className="hint" id="settings-publishRequiresVerification-hint">
          {words.verifiedOnlyHint}
        </span>
      </div>
      <div className="form-actions">
        <button type="button" className="btn btn-outline" onClick={onCancel} disabled={saving}>
          {words.cancel}
        </button>
        <button type="submit" className="btn" disabled={saving}>
          {saving ? words.saving : words.saveSettings}
        </button>
      </div>
    </form>
  );
}
