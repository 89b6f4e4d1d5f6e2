import { pathIn } from '@rules/languages';
import { dayAndTimeText } from '@rules/dates';
import type { AdminWords } from './admin-words';
import AdminSection from './AdminSection';
import AdminTable from './AdminTable';
import { adminApi } from './calls';
import { useAdminList } from './useAdminList';

const VERIFICATION: Record<string, 'wormsUnmatched' | 'wormsUnavailable'> = {
  unmatched: 'wormsUnmatched',
  unavailable: 'wormsUnavailable',
};

/** Published identifications WoRMS could not resolve; reloaded whenever the tab changes something. */
export default function UnresolvedNames({ version, words }: { version: number; words: AdminWords }) {
  const { data: pages, loading, error } = useAdminList(adminApi.unresolved, version);

  return (
    <AdminSection
      title={words.unresolvedTitle}
      description={words.unresolvedDescription}
      what={words.unresolvedWhat}
      words={words}
      error={error}
    >
      <AdminTable
        columns={[words.colId, words.colSpecies, words.colScientificName, words.colWorms, words.colPublished, words.colPage]}
        rows={pages}
        loading={loading}
        emptyText={words.unresolvedEmpty}
        loadingLabel={words.loading}
      >
        {pages?.map((page) => (
          <tr key={page.id} data-testid={`unresolved-${page.id}`}>
            <td data-label={words.colId}>{page.id}</td>
            <td data-label={words.colSpecies}>{page.speciesName}</td>
            <td data-label={words.labelScientificName}>
              <em>{page.scientificName}</em>
            </td>
            <td data-label={words.colWorms}>{VERIFICATION[page.verification] ? words[VERIFICATION[page.verification]!] : page.verification}</td>
            <td data-label={words.colPublished}>{page.publishedAt ? dayAndTimeText(page.publishedAt, { locale: words.language }) : '—'}</td>
            <td data-label={words.colPage}>
              <a className="btn btn-outline btn-small" href={pathIn(words.language, `/species/${page.slug}`)} target="_blank" rel="noopener noreferrer">
                {words.viewPage}
              </a>
            </td>
          </tr>
        ))}
      </AdminTable>
    </AdminSection>
  );
}
