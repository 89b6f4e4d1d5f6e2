import { useEffect, useRef, useState } from 'react';
import { TRASH_DAYS } from '@rules/trash';
import { fetchTrashPage, restoreIdentification } from './identifications';
import { deletionDay } from './trash-days';
import LoadMore from '../../ui/LoadMore';
import { usePagedList } from '../../ui/usePagedList';
import { pathIn } from '@rules/languages';
import { fill } from '../../lib/words';
import type { HistoryWords } from './history-words';
import './TrashView.css';

interface Props {
  /** Changes when something left or entered the trash elsewhere on the page (Undo): the list is read again. */
  changed: number;
  /** After a restore: the history shows it again at once. */
  onRestored: () => void;
  /** Its words in the page's language (history-words.ts). */
  words: HistoryWords['trash'];
}

/** History's Trash: what can still be restored, the day each is deleted, and Restore. */
export default function TrashView({ changed, onRestored, words }: Props) {
  const trash = usePagedList(fetchTrashPage);
  const [busy, setBusy] = useState<number | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const { reload } = trash;
  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else void reload();
  }, [changed, reload]);

  const restore = async (id: number) => {
    setBusy(id);
    const restored = await restoreIdentification(id, words.toasts);
    await reload();
    setBusy(null);
    if (!restored) return;
    onRestored();
    // Its row is gone: the focus goes back to the list's heading rather than to the page's top.
    heading.current?.focus();
  };

  return (
    <section className="trash" aria-labelledby="trash-heading">
      <h2 id="trash-heading" ref={heading} tabIndex={-1}>
        {words.title}
      </h2>
      <p className="trash-note">{fill(words.note, { days: TRASH_DAYS })}</p>
      {trash.loading ? (
        <div className="spinner" role="status" aria-label={words.loading} />
      ) : !trash.items ? (
        <p className="history-error">{words.failed}</p>
      ) : trash.items.length === 0 ? (
        <p className="trash-empty">{words.empty}</p>
      ) : (
        <ul className="trash-list">
          {trash.items.map(({ id, speciesName, scientificName, imageUrl, trashedAt }) => (
            <li key={id} className="trash-item" data-testid="trash-item">
              {imageUrl ? <img src={imageUrl} alt="" loading="lazy" /> : <span className="trash-noimage" aria-hidden="true" />}
              <div className="trash-text">
                <a href={pathIn(words.language, `/identifications/${id}`)}>{speciesName}</a>
                {scientificName && <span className="trash-scientific">{scientificName}</span>}
                {trashedAt && <span className="trash-deleted">{fill(words.deletedOn, { date: deletionDay(trashedAt) })}</span>}
              </div>
              <button type="button" className="btn btn-outline" disabled={busy === id} onClick={() => void restore(id)}>
                {busy === id ? words.restoring : words.restore}
                <span className="visually-hidden"> {speciesName}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <LoadMore list={trash} words={words.loadMore} />
    </section>
  );
}
