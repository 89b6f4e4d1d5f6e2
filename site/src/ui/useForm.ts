import { useState, type ChangeEvent, type FormEvent } from 'react';

type Errors<Values> = Partial<Record<keyof Values, string>>;

/**
 * Form values and their messages. Fields are checked on submit with a rule of `rules/`; after a
 * failed submit every change re-checks, so a message goes away as soon as the field is right.
 */
export function useForm<Values extends Record<string, string>>(initial: Values, check: (values: Values) => Errors<Values>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors<Values>>({});
  const [checked, setChecked] = useState(false);

  const field = (name: keyof Values & string) => ({
    name,
    value: values[name],
    error: errors[name],
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

  return { values, field, validate, reset };
}
