import { useState } from 'react';
import { errorMessage } from '../../lib/api';
import { fetchHistoryCsv, type Identification } from './identifications';
import SelectField from '../../ui/SelectField';
import { toast } from '../../ui/toasts';
import { areaOptions, historyToJson, statusOptions, type HistoryQuery, type HistorySort, type SavedFilter } from './history-tools';
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
}

function download(name: string, type: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

const EXPORT_FAILED = 'Could not export your history. Please try again.';

/**
 * Search, filter by status, saved state, area and date, sort, and export as CSV (made by the API), JSON or a Darwin
 * Core Archive. On a phone they fold behind one "Filter" button (a disclosure), so that the first sighting is on the
 * first screen; wider screens show them open and no button.
 */
export default function HistoryTools({ items, shown, query, onChange, exportRows, complete }: Props) {
  const set = (changes: Partial<HistoryQuery>) => onChange({ ...query, ...changes });
  const [exporting, setExporting] = useState(false);
  const [open, setOpen] = useState(false);
  const exportAs = async (name: string, type: string, format: () => Promise<string>) => {
    setExporting(true);
    try {
      download(name, type, await format());
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error, EXPORT_FAILED), variant: 'destructive' });
    } finally {
      setExporting(false);
    }
  };
  const count = `${shown.length} of ${items.length}${complete ? '' : '+'}`;
  return (
    <div className="history-tools-panel">
      <div className="history-filter-bar">
        <button type="button" className="btn btn-outline history-filter-toggle" aria-expanded={open} aria-controls="history-tools" onClick={() => setOpen(!open)}>
          Filter
        </button>
        <span>{count}</span>
      </div>
      <div id="history-tools" className={`history-tools card${open ? ' history-tools-open' : ''}`}>
        <div className="field">
          <label htmlFor="history-search">Search</label>
          <input id="history-search" type="search" placeholder="Name or scientific name" value={query.search} onChange={(event) => set({ search: event.target.value })} />
        </div>
        <SelectField
          id="history-status"
          label="Conservation status"
          value={query.status}
          onChange={(status) => set({ status })}
          all="All statuses"
          options={statusOptions(items).map((status) => ({ value: status, label: status }))}
        />
        <div className="field">
          <label htmlFor="history-saved">Saved</label>
          <select id="history-saved" value={query.saved} onChange={(event) => set({ saved: event.target.value as SavedFilter })}>
            <option value="all">Saved or not</option>
            <option value="saved">Saved only</option>
            <option value="unsaved">Not saved</option>
          </select>
        </div>
        <SelectField id="history-area" label="Area" value={query.area} onChange={(area) => set({ area })} all="All areas" options={areaOptions(items)} />
        <div className="field">
          <label htmlFor="history-from">Seen from</label>
          <input id="history-from" type="date" value={query.from} max={query.to || undefined} onChange={(event) => set({ from: event.target.value })} />
        </div>
        <div className="field">
          <label htmlFor="history-to">Seen until</label>
          <input id="history-to" type="date" value={query.to} min={query.from || undefined} onChange={(event) => set({ to: event.target.value })} />
        </div>
        <div className="field">
          <label htmlFor="history-sort">Sort by</label>
          <select id="history-sort" value={query.sort} onChange={(event) => set({ sort: event.target.value as HistorySort })}>
            <option value="newest">Newest first</option>
            <option value="oldest">Oldest first</option>
            <option value="name-asc">Name A–Z</option>
            <option value="name-desc">Name Z–A</option>
          </select>
        </div>
        <div className="history-export">
          <button
            type="button"
            className="btn btn-outline"
            disabled={exporting}
            onClick={() => void exportAs('reefid-identifications.csv', 'text/csv;charset=utf-8', async () => fetchHistoryCsv((await exportRows()).map((row) => row.id)))}
          >
            Export CSV
          </button>
          <button
            type="button"
            className="btn btn-outline"
            disabled={exporting}
            onClick={() => void exportAs('reefid-identifications.json', 'application/json', async () => historyToJson(await exportRows()))}
          >
            Export JSON
          </button>
          {/* The archive (a ZIP the server names) holds every sighting the diver confirmed, whatever the filters show:
              what OBIS and GBIF take. A plain download, as the account's own export. */}
          <a className="btn btn-outline" href="/api/identifications/export?format=dwca" download>
            Export for OBIS/GBIF (Darwin Core)
          </a>
        </div>
      </div>
    </div>
  );
}
