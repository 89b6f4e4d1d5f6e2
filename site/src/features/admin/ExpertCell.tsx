import { useId, useState, type FormEvent } from 'react';
import type { AdminUser } from '../../lib/types';
import { fill } from '../../lib/fill';
import type { AdminWords } from './admin-words';

/** What the admin expert route takes: whether the user is an expert, and of which groups (none given: every group). */
export interface ExpertChange {
  expert: boolean;
  groups?: string[];
}

/** "Anthozoa, Actinopterygii ," → the names, trimmed, without blanks or repeats; an empty list stands for every group. */
export function parseGroups(text: string): string[] {
  return [...new Set(text.split(',').map((group) => group.trim()).filter(Boolean))];
}

interface Props {
  user: AdminUser;
  words: AdminWords;
  busy: boolean;
  onChange: (change: ExpertChange) => void;
}

/**
 * A user's expert role: a switch, and for an expert the WoRMS classes or phyla they review, comma-separated (empty:
 * every group). Turning the switch on sends the groups typed so far.
 */
export default function ExpertCell({ user, words, busy, onChange }: Props) {
  const ids = { groups: useId(), hint: useId() };
  const [typed, setTyped] = useState((user.expertGroups ?? []).join(', '));
  const withGroups = (expert: boolean): ExpertChange => {
    const groups = parseGroups(typed);
    return expert && groups.length > 0 ? { expert, groups } : { expert };
  };
  const saveGroups = (event: FormEvent) => {
    event.preventDefault();
    onChange(withGroups(true));
  };
  return (
    <div className="expert-cell">
      <label className="expert-switch">
        <input type="checkbox" role="switch" aria-label={fill(words.expertOf, { username: user.username })} checked={user.isExpert} disabled={busy} onChange={(event) => onChange(withGroups(event.target.checked))} />
        <span aria-hidden="true">{words.expert}</span>
      </label>
      {user.isExpert && (
        <form className="expert-groups" onSubmit={saveGroups}>
          <label htmlFor={ids.groups} className="visually-hidden">
            {fill(words.expertGroupsOf, { username: user.username })}
          </label>
          <input
            id={ids.groups}
            type="text"
            value={typed}
            maxLength={500}
            placeholder={words.allGroups}
            aria-describedby={ids.hint}
            disabled={busy}
            onChange={(event) => setTyped(event.target.value)}
          />
          <span id={ids.hint} className="visually-hidden">
            {words.groupsHint}
          </span>
          <button type="submit" className="btn btn-outline btn-small" disabled={busy} aria-label={fill(words.saveGroupsOf, { username: user.username })}>
            {words.saveGroups}
          </button>
        </form>
      )}
    </div>
  );
}
