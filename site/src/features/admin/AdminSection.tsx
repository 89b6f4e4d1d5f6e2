import { useId, type ReactNode } from 'react';
import { fill } from '../../lib/fill';
import type { AdminWords } from './admin-words';

interface Props {
  title: string;
  description: string;
  /** What failed to load, as in "Could not load {what}: {error}". */
  what: string;
  words: AdminWords;
  error: string | null | undefined;
  className?: string;
  children: ReactNode;
}

/** A card of the admin dashboard: its heading, what it is for, and why its data did not load. */
export default function AdminSection({ title, description, what, words, error, className, children }: Props) {
  const titleId = useId();
  return (
    <section className={className ? `card ${className}` : 'card'} aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <p className="tab-description">{description}</p>
      {error && (
        <p className="load-error" role="alert">
          {fill(words.loadFailed, { what, error })}
        </p>
      )}
      {children}
    </section>
  );
}
