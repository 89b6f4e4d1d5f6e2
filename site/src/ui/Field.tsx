import { useId, type InputHTMLAttributes } from 'react';

interface Props extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  name: string;
  error?: string;
  hint?: string;
  /** An optional field; the words that say so, when not English. */
  optional?: boolean | string;
}

/** A labelled input with its hint and its validation message under it, tied together for screen readers. */
export default function Field({ label, name, error, hint, optional = false, ...input }: Props) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="field">
      <label htmlFor={id}>
        {label} {optional && <span className="optional">{typeof optional === 'string' ? optional : '(optional)'}</span>}
      </label>
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}
        {...input}
      />
      {error && (
        <p className="error" id={errorId}>
          {error}
        </p>
      )}
      {hint && (
        <p className="hint" id={hintId}>
          {hint}
        </p>
      )}
    </div>
  );
}

type FieldBinding = Pick<Props, 'name' | 'error'> & Pick<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'>;

/** The optional website of an account (registration and profile): the credit shown with its photos. */
export function WebsiteField({ label = 'Website', hint = 'Shown as your credit on photos you upload.', optional = true, ...binding }: FieldBinding & Partial<Pick<Props, 'label' | 'hint' | 'optional'>>) {
  return (
    <Field
      label={label}
      type="url"
      optional={optional}
      autoComplete="url"
      placeholder="https://"
      hint={hint}
      {...binding}
    />
  );
}
