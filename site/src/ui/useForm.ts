import { useState, type ChangeEvent, type FormEvent } from 'react';
import type { RuleError } from '@rules/error-codes';
import { errorMessage } from '../lib/api';
import { ruleText, type RuleWords } from '../lib/rule-text';
import { toast } from './toasts';

type Errors<Values> = Partial<Record<keyof Values, RuleError>>;

/** What a form's action answers once it has started to leave the page: the form then stays busy. */
export const LEAVING = 'leaving';

/**
 * Form values and their messages. Fields are checked on submit with a rule of `rules/`; after a
 * failed submit every change re-checks, so a message goes away as soon as the field is right. A failure is said by
 * its code in the page's language (`rules`, rendered with the page).
 */
export function useForm<Values extends Record<string, string>>(initial: Values, check: (values: Values) => Errors<Values>, rules: RuleWords) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors<Values>>({});
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);

  const field = (name: keyof Values & string) => ({
    name,
    value: values[name],
    error: errors[name] && ruleText(rules, errors[name]),
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      if (checked) setErrors(check(next));
    },
  });

  /** Checks every field; on failure moves focus to the first field with a message. */
  const validate = (event: FormEvent<HTMLFormElement>): boolean => {
    const found = check(values);
    setChecked(true);
    setErrors(found);
    if (Object.keys(found).length === 0) return true;
    const form = event.currentTarget;
    setTimeout(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    return false;
  };

  const reset = (to: Values = initial) => {
    setValues(to);
    setErrors({});
    setChecked(false);
  };

  /**
   * Runs the form's request with the form busy (its button disabled). A refusal shows a destructive toast
   * with the server's message, or `failure.fallback` when there is none.
   */
  const send = async (action: () => Promise<unknown>, failure: { title: string; fallback: string }) => {
    setBusy(true);
    try {
      if ((await action()) === LEAVING) return;
    } catch (error) {
      toast({ title: failure.title, description: errorMessage(error, failure.fallback), variant: 'destructive' });
    }
    setBusy(false);
  };

  return { values, field, validate, reset, busy, send };
}
