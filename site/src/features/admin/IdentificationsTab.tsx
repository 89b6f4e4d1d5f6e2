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

const FEATURED: Record<FeatureOutcome, { title: string; description?: string }> = {
  updated: { title: 'Featured photo updated' },
  already: { title: 'Already the featured photo', description: 'Its species page already shows this photo and its text.' },
};

/**
 * Publish, unpublish, feature, preview and delete identifications; published ones have public species pages.
 * Below them, the published names WoRMS could not resolve.
 */
export default function IdentificationsTab({ onChanged }: { onChanged: () => void }) {
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
  const { isBusy, busyWith, run } = useRowActions(afterEach);
  const [preview, setPreview] = useState<AdminIdentification | null>(null);
  const [deleting, setDeleting] = useState<AdminIdentification | null>(null);

  const showImage = (row: AdminIdentification) => {
    if (row.imageUrl) setPreview(row);
    else toast({ title: 'No Image Available', description: "This identification doesn't have an image stored." });
  };
  const publish = (row: AdminIdentification) =>
    run(row.id, 'publish', () => adminApi.publish(row.id), { title: 'Identification published successfully' }, {
      title: 'Failed to publish identification',
      withReason: true,
    });
  /** Unpublishing or deleting takes the photo off its species page: whether it was the featured one is forgotten. */
  const takeDown = async (row: AdminIdentification, action: 'unpublish' | 'delete', call: () => Promise<unknown>, done: string, failed: string) => {
    if (await run(row.id, action, call, { title: 'Success', description: done }, { title: 'Error', description: failed })) forget(row.id);
  };
  const unpublish = (row: AdminIdentification) =>
    takeDown(row, 'unpublish', () => adminApi.unpublish(row.id), 'Identification unpublished successfully', 'Failed to unpublish identification');
  const feature = (row: AdminIdentification) =>
    run(row.id, 'feature', () => featureOnPage(row), (outcome) => FEATURED[outcome], {
      title: 'Failed to update the featured photo',
      withReason: true,
    });
  const confirmDelete = async (row: AdminIdentification) => {
    await takeDown(row, 'delete', () => adminApi.deleteIdentification(row.id), 'Identification deleted successfully', 'Failed to delete identification');
    setDeleting(null);
  };

  return (
    <div className="admin-sections">
      <AdminSection
        title="Identifications"
        description="View and manage species identifications - published identifications appear on public SEO pages"
        what="identifications"
        error={error}
      >
        <AdminTable
          columns={['ID', 'Species', 'Scientific Name', 'User', 'Publication', 'Consent', 'IUCN status', 'Trashed', 'Date', 'Actions']}
          rows={identifications}
          loading={loading}
          emptyText="No identifications found"
        >
          {identifications?.map((row) => (
            <IdentificationRow
              key={row.id}
              identification={row}
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
        <LoadMore list={list} />
        {preview?.imageUrl && (
          <ImagePreviewDialog speciesName={preview.speciesName} imageUrl={preview.imageUrl} onClose={() => setPreview(null)} />
        )}
        {deleting && (
          <ConfirmDialog
            open
            title="Are you sure?"
            description={`This action cannot be undone. This will permanently delete the identification record for "${deleting.speciesName}" (ID: ${deleting.id}).`}
            busy={isBusy(deleting.id)}
            onConfirm={() => void confirmDelete(deleting)}
            onCancel={() => setDeleting(null)}
          />
        )}
      </AdminSection>
      <UnresolvedNames version={version} />
    </div>
  );
}
