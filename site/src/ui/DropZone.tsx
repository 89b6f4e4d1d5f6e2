import { useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import './DropZone.css';

interface Props {
  onFile: (file: File) => void;
  disabled?: boolean;
}

/** One photo at a time, dropped or chosen; the checks happen in the identify store. */
export default function DropZone({ onFile, disabled = false }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const take = (files: FileList | null) => {
    const file = files?.[0];
    if (file && !disabled) onFile(file);
    if (input.current) input.current.value = '';
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    take(event.dataTransfer.files);
  };
  const keyboard = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      input.current?.click();
    }
  };

  return (
    <div
      className={`dropzone${over ? ' dropzone-over' : ''}`}
      role="button"
      tabIndex={0}
      aria-disabled={disabled}
      data-testid="dropzone"
      onClick={() => !disabled && input.current?.click()}
      onKeyDown={keyboard}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <svg width="40" height="40" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true">
        <path d="M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3M12 4v12M7 9l5-5 5 5" />
      </svg>
      <p className="dropzone-title">Drag and drop a photo here, or click to choose one</p>
      <p className="dropzone-hint">JPG, PNG, HEIC, WEBP, AVIF, GIF or TIFF, up to 10MB</p>
      <input ref={input} type="file" accept="image/*,.heic,.heif" hidden onChange={(event) => take(event.currentTarget.files)} />
    </div>
  );
}
