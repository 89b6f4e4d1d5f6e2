import type { ReactNode } from 'react';
import { Loading } from '../account/RequireUser';

interface Props {
  columns: string[];
  /** Not there before the first load. */
  rows: unknown[] | null | undefined;
  loading: boolean;
  emptyText: string;
  /** The spinner's name, in the page's language. */
  loadingLabel: string;
  /** The table rows, one per item. */
  children: ReactNode;
}

/** The list of an admin tab: a spinner while it loads, the empty text, or the table. */
export default function AdminTable({ columns, rows, loading, emptyText, loadingLabel, children }: Props) {
  if (loading) return <Loading label={loadingLabel} />;
  if (!rows) return null;
  if (rows.length === 0) return <p className="empty">{emptyText}</p>;
  return (
    <div className="table-scroll">
      <table className="admin-table">
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column}>{column}</th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
