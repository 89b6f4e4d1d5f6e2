import { formatLongDate } from '@catalogue/components/result/helpers';
import AdminSection from './AdminSection';
import AdminTable from './AdminTable';
import { adminApi } from './calls';
import { useAdminList } from './useAdminList';

const VERIFICATION: Record<string, string> = {
  unmatched: 'not found in WoRMS',
  unavailable: 'not yet checked',
};

/** Published identifications WoRMS could not resolve; reloaded whenever the tab changes something. */
export default function UnresolvedNames({ version }: { version: number }) {
  const { data: pages, loading, error } = useAdminList(adminApi.unresolved, version);

  return (
    <AdminSection
      title="Unresolved names"
      description="WoRMS could not resolve these names: each keeps a page of its own until it can be grouped under its taxon."
      what="unresolved names"
      error={error}
    >
      <AdminTable
        columns={['ID', 'Species', 'Scientific Name', 'WoRMS', 'Published', 'Page']}
        rows={pages}
        loading={loading}
        emptyText="Every published identification is grouped under its WoRMS taxon."
      >
        {pages?.map((page) => (
          <tr key={page.id} data-testid={`unresolved-${page.id}`}>
            <td data-label="ID">{page.id}</td>
            <td data-label="Species">{page.speciesName}</td>
            <td data-label="Scientific name">
              <em>{page.scientificName}</em>
            </td>
            <td data-label="WoRMS">{VERIFICATION[page.verification] ?? page.verification}</td>
            <td data-label="Published">{page.publishedAt ? formatLongDate(page.publishedAt) : '—'}</td>
            <td data-label="Page">
              <a className="btn btn-outline btn-small" href={`/species/${page.slug}`} target="_blank" rel="noopener noreferrer">
                View page
              </a>
            </td>
          </tr>
        ))}
      </AdminTable>
    </AdminSection>
  );
}
