import { useCallback, useState } from 'react';
import { toast } from '../../ui/toasts';
import ConfirmDialog from '../../ui/ConfirmDialog';
import type { AdminIdentification } from '../../lib/types';
import AdminTable from './AdminTable';
import { adminApi } from './calls';
import IdentificationRow from './IdentificationRow';
import ImagePreviewDialog from './ImagePreviewDialog';
import { usePagedList } from '../../ui/usePagedList';
import LoadMore from '../../ui/LoadMore';
import { useRowActions } from './useRowActions';
import AdminSection from './AdminSection';
import UnresolvedNames from './UnresolvedNames';
import { useFeaturedPhotos, type FeatureOutcome } from './useFeaturedPhotos';
import type { AdminWords } from './admin-words';
import { fill } from '../../lib/fill';

const featured = (words: AdminWords): Record<FeatureOutcome, { title: string; description?: string }> => ({
  updated: { title: words.featuredUpdated },
  already: { title: words.featuredAlready, description: words.featuredAlreadyText },
});

/**
 * Publish, unpublish, feature, preview and delete identifications; published ones have public species pages.
 * Below them, the published names WoRMS could not resolve.
 */
export default function IdentificationsTab({ onChanged, words }: { onChanged: () => void; words: AdminWords }) {
  const list = usePagedList(adminApi.identifications);
  const { items: identifications, loading, error, reload } = list;
  // Bumped after every action so the unresolved names reload too.
  const [version, setVersion] = useState(0);
  const afterEach = useCallback(() => {
    void reload();
    setVersion((value) => value + 1);
    onChanged();
  }, [reload, onChanged]);
  const { feature: featureOnPage, forget, isFeatured } = useFeaturedPhotos();
  const { isBusy, busyWith, run } = useRowActions(afterEach, words.tryAgain);
  const [preview, setPreview] = useState<AdminIdentification | null>(null);
  const [deleting, setDeleting] = useState<AdminIdentification | null>(null);

  const showImage = (row: AdminIdentification) => {
    if (row.imageUrl) setPreview(row);
    else toast({ title: words.noImage, description: words.noImageText });
  };
  const publish = (row: AdminIdentification) =>
    run(row.id, 'publish', () => adminApi.publish(row.id), { title: words.publishedOk }, {
      title: words.publishFailed,
      withReason: true,
    });
  /** Unpublishing or deleting takes the photo off its species page: whether it was the featured one is forgotten. */
  const takeDown = async (row: AdminIdentification, action: 'unpublish' | 'delete', call: () => Promise<unknown>, done: string, failed: string) => {
    if (await run(row.id, action, call, { title: words.success, description: done }, { title: words.error, description: failed })) forget(row.id);
  };
  const unpublish = (row: AdminIdentification) =>
    takeDown(row, 'unpublish', () => adminApi.unpublish(row.id), words.unpublishedOk, words.unpublishFailed);
  const feature = (row: AdminIdentification) =>
    run(row.id, 'feature', () => featureOnPage(row), (outcome) => featured(words)[outcome], {
      title: words.featureFailed,
      withReason: true,
    });
  const confirmDelete = async (row: AdminIdentification) => {
    await takeDown(row, 'delete', () => adminApi.deleteIdentification(row.id), words.deletedOk, words.deleteFailed);
    setDeleting(null);
  };

  return (
    <div className="admin-sections">
      <AdminSection
        title={words.tabIdentifications}
        description={words.identificationsDescription}
        what={words.identificationsWhat}
        words={words}
        error={error}
      >
        <AdminTable
          columns={[words.colId, words.colSpecies, words.colScientificName, words.colUser, words.colPublication, words.colConsent, words.colIucn, words.colTrashed, words.colDate, words.colActions]}
          rows={identifications}
          loading={loading}
          emptyText={words.noIdentifications}
          loadingLabel={words.loading}
        >
          {identifications?.map((row) => (
            <IdentificationRow
              key={row.id}
              identification={row}
              words={words}
              busy={isBusy(row.id)}
              deleting={busyWith(row.id) === 'delete'}
              featured={isFeatured(row)}
              onImage={() => showImage(row)}
              onPublish={() => void publish(row)}
              onUnpublish={() => void unpublish(row)}
              onFeature={() => void feature(row)}
              onDelete={() => setDeleting(row)}
            />
          ))}
        </AdminTable>
        <LoadMore list={list} words={words.loadMore} />
        {preview?.imageUrl && (
          <ImagePreviewDialog closeLabel={words.close} speciesName={preview.speciesName} imageUrl={preview.imageUrl} onClose={() => setPreview(null)} />
        )}
        {deleting && (
          <ConfirmDialog
            open
            title={words.areYouSure}
            description={fill(words.deleteIdentificationText, { species: deleting.speciesName, id: deleting.id })}
            confirmLabel={words.delete}
            busyLabel={words.deleting}
            cancelLabel={words.cancel}
            busy={isBusy(deleting.id)}
            onConfirm={() => void confirmDelete(deleting)}
            onCancel={() => setDeleting(null)}
          />
        )}
      </AdminSection>
      <UnresolvedNames version={version} words={words} />
    </div>
  );
}
