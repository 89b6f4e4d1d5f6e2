import { useState } from 'react';
import { statusShown } from '@catalogue/components/result/ConservationBadge';
import { errorMessage } from '../../lib/api';
import { fill } from '../../lib/words';
import { fetchHistoryCsv, type Identification } from './identifications';
import SelectField from '../../ui/SelectField';
import { toast } from '../../ui/toasts';
import { areaOptions, historyToJson, statusOptions, type HistoryQuery, type HistorySort, type SavedFilter } from './history-tools';
import type { HistoryToolsWords } from './history-tools-words';
import './HistoryTools.css';

interface Props {
  items: Identification[];
  /** What the filters currently show. */
  shown: Identification[];
  query: HistoryQuery;
  onChange: (query: HistoryQuery) => void;
  /** What the filters show over the whole history, every page loaded first: that is what gets exported. */
  exportRows: () => Promise<Identification[]>;
  /** False while pages of the history are still to load: the count then says so. */
  complete: boolean;
  /** Its words in the page's language (history-tools-words.ts). */
  words: HistoryToolsWords;
}

function download(name: string, type: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Search, filter by status, saved state, area and date, sort, and export as CSV (made by the API), JSON or a Darwin
 * Core Archive. On a phone they fold behind one "Filter" button (a disclosure), so that the first sighting is on the
 * first screen; wider screens show them open and no button.
 */
export default function HistoryTools({ items, shown, query, onChange, exportRows, complete, words }: Props) {
  const set = (changes: Partial<HistoryQuery>) => onChange({ ...query, ...changes });
  const [exporting, setExporting] = useState(false);
  const [open, setOpen] = useState(false);
  const exportAs = async (name: string, type: string, format: () => Promise<string>) => {
    setExporting(true);
    try {
      download(name, type, await format());
    } catch (error) {
      toast({ title: words.error, description: errorMessage(error, words.exportFailed), variant: 'destructive' });
    } finally {
      setExporting(false);
    }
  };
  const figure = (value: number) => new Intl.NumberFormat(words.language).format(value);
  // "5 of 12+" while pages are still to load.
  const count = fill(words.count, { shown: figure(shown.length), total: `${figure(items.length)}${complete ? '' : '+'}` });
  return (
    <div className="history-tools-panel">
      <div className="history-filter-bar">
        <button type="button" className="btn btn-outline history-filter-toggle" aria-expanded={open} aria-controls="history-tools" onClick={() => setOpen(!open)}>
          {words.filter}
        </button>
        <span>{count}</span>
      </div>
      <div id="history-tools" className={`history-tools card${open ? ' history-tools-open' : ''}`}>
        <div className="field">
          <label htmlFor="history-search">{words.search}</label>
          <input id="history-search" type="search" placeholder={words.searchPlaceholder} value={query.search} onChange={(event) => set({ search: event.target.value })} />
        </div>
        <SelectField
          id="history-status"
          label={words.status}
          value={query.status}
          onChange={(status) => set({ status })}
          all={words.allStatuses}
          options={statusOptions(items).map((status) => ({ value: status, label: statusShown(status, words.statusNames) }))}
        />
        <div className="field">
          <label htmlFor="history-saved">{words.saved}</label>
          <select id="history-saved" value={query.saved} onChange={(event) => set({ saved: event.target.value as SavedFilter })}>
            <option value="all">{words.savedOrNot}</option>
            <option value="saved">{words.savedOnly}</option>
            <option value="unsaved">{words.notSaved}</option>
          </select>
        </div>
        <SelectField id="history-area" label={words.area} value={query.area} onChange={(area) => set({ area })} all={words.allAreas} options={areaOptions(items, words.noLocation, words.language, words.seaNames)} />
        <div className="field">
          <label htmlFor="history-from">{words.from}</label>
          <input id="history-from" type="date" value={query.from} max={query.to || undefined} onChange={(event) => set({ from: event.target.value })} />
        </div>
        <div className="field">
          <label htmlFor="history-to">{words.until}</label>
          <input id="history-to" type="date" value={query.to} min={query.from || undefined} onChange={(event) => set({ to: event.target.value })} />
        </div>
        <div className="field">
          <label htmlFor="history-sort">{words.sort}</label>
          <select id="history-sort" value={query.sort} onChange={(event) => set({ sort: event.target.value as HistorySort })}>
            {(['newest', 'oldest', 'name-asc', 'name-desc'] as const).map((sort) => (
              <option key={sort} value={sort}>
                {words.sorts[sort]}
              </option>
            ))}
          </select>
        </div>
        <div className="history-export">
          <button
            type="button"
            className="btn btn-outline"
            disabled={exporting}
            onClick={() => void exportAs('reefid-identifications.csv', 'text/csv;charset=utf-8', async () => fetchHistoryCsv((await exportRows()).map((row) => row.id)))}
          >
            {words.exportCsv}
          </button>
          <button
            type="button"
            className="btn btn-outline"
            disabled={exporting}
            onClick={() => void exportAs('reefid-identifications.json', 'application/json', async () => historyToJson(await exportRows()))}
          >
            {words.exportJson}
          </button>
          {/* The archive (a ZIP the server names) holds every sighting the diver confirmed, whatever the filters show:
              what OBIS and GBIF take. A plain download, as the account's own export. */}
          <a className="btn btn-outline" href="/api/identifications/export?format=dwca" download>
            {words.exportDwca}
          </a>
        </div>
      </div>
    </div>
  );
}
