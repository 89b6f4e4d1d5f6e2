import { useId, useState, type FormEvent } from 'react';
import Choices from '../../ui/Choices';
import type { ReviewWords } from './review-words';

interface Props {
  /** The expert's groups; null when they review every group. */
  groups: string[] | null;
  value: string;
  onChange: (group: string) => void;
  words: ReviewWords['filter'];
}

/**
 * Which part of the queue to show: an expert of some groups picks one of theirs; an expert of every group types a
 * class or phylum (as WoRMS names it). Empty is the whole queue.
 */
export default function GroupFilter({ groups, value, onChange, words }: Props) {
  const id = useId();
  const [typed, setTyped] = useState(value);
  if (groups && groups.length > 0) {
    return (
      <div className="reviews-filter">
        <label htmlFor={id}>{words.group}</label>
        <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
          <Choices none={words.allMyGroups} choices={groups} />
        </select>
      </div>
    );
  }
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onChange(typed.trim());
  };
  return (
    <form className="reviews-filter" onSubmit={apply} role="search" aria-label={words.label}>
      <label htmlFor={id}>{words.classOrPhylum}</label>
      <input id={id} type="text" value={typed} maxLength={100} placeholder={words.example} onChange={(event) => setTyped(event.target.value)} />
      <button type="submit" className="btn btn-outline">
        {words.filter}
      </button>
      {value && (
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() => {
            setTyped('');
            onChange('');
          }}
        >
          {words.showAll}
        </button>
      )}
    </form>
  );
}
