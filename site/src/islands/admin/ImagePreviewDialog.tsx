import Dialog from '../../ui/Dialog';

interface Props {
  speciesName: string;
  imageUrl: string;
  onClose: () => void;
}

/** Stored images live under /uploads; the spec's client retries the same file under /public/uploads. */
function retryUnderPublic(image: HTMLImageElement) {
  const { pathname } = new URL(image.src);
  if (pathname.startsWith('/uploads/')) image.src = `/public${pathname}`;
}

/** The identification's photo, titled with its species (max width 800 px, image max height 500 px). */
export default function ImagePreviewDialog({ speciesName, imageUrl, onClose }: Props) {
  return (
    <Dialog title={speciesName} onClose={onClose} maxWidth={800}>
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
