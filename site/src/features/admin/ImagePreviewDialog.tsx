import Dialog from '../../ui/Dialog';
import { fallbackImageUrl } from '@catalogue/components/result/helpers';

interface Props {
  speciesName: string;
  imageUrl: string;
  /** The close button's name, in the page's language. */
  closeLabel: string;
  onClose: () => void;
}

/** Stored images live under /uploads; like the result display, retry the same file under /public/uploads once. */
function retryUnderPublic(image: HTMLImageElement) {
  const fallback = fallbackImageUrl(new URL(image.src).pathname);
  if (fallback) image.src = fallback;
}

/** The identification's photo, titled with its species (max width 800 px, image max height 500 px). */
export default function ImagePreviewDialog({ speciesName, imageUrl, closeLabel, onClose }: Props) {
  return (
    <Dialog title={speciesName} closeLabel={closeLabel} onClose={onClose} maxWidth={800}>
      <img
        className="preview-image"
        src={imageUrl}
        alt={speciesName}
        style={{ maxHeight: 500 }}
        onError={(event) => retryUnderPublic(event.currentTarget)}
      />
    </Dialog>
  );
}
