import { useEffect, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import './DropZone.css';

interface Props {
  /** The files chosen, dropped or pasted at once, in order. */
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  /** Its words in the page's language (identify-words.ts). */
  words: { title: string; hint: string; camera: string; library: string };
}

/** Whether the main pointer is a finger: phones and tablets get camera and library buttons instead of a drop target. */
function useTouch(): boolean {
  const [touch, setTouch] = useState(false);
  useEffect(() => setTouch(window.matchMedia?.('(pointer: coarse)').matches ?? false), []);
  return touch;
}

const ACCEPT = 'image/*,.heic,.heif';

/**
 * Photos, one or several at a time: on a touch screen, taken with the rear camera or chosen from the library;
 * elsewhere dropped, pasted from the clipboard or chosen. The checks happen in the identify store.
 */
export default function DropZone({ onFiles, disabled = false, words }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const touch = useTouch();

  const take = (files: FileList | null | undefined, from?: HTMLInputElement | null) => {
    const chosen = [...(files ?? [])];
    if (chosen.length > 0 && !disabled) onFiles(chosen);
    if (from) from.value = '';
  };
  // A photo pasted anywhere on the page (copied from another app or a web page) is taken as if dropped.
  useEffect(() => {
    const paste = (event: ClipboardEvent) => {
      const images = [...(event.clipboardData?.files ?? [])].filter((item) => item.type.startsWith('image/'));
      if (images.length === 0 || disabled) return;
      event.preventDefault();
      onFiles(images);
    };
    document.addEventListener('paste', paste);
    return () => document.removeEventListener('paste', paste);
  }, [onFiles, disabled]);

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
  const inputs = (
    <>
      <input ref={input} type="file" accept={ACCEPT} multiple hidden data-testid="library-input" onChange={(event) => take(event.currentTarget.files, event.currentTarget)} />
      <input
        ref={camera}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        data-testid="camera-input"
        onChange={(event) => take(event.currentTarget.files, event.currentTarget)}
      />
    </>
  );

  if (touch) {
    return (
      <div className="dropzone dropzone-touch" data-testid="dropzone">
        <button type="button" className="btn dropzone-camera" disabled={disabled} onClick={() => camera.current?.click()}>
          {words.camera}
        </button>
        <button type="button" className="btn btn-outline" disabled={disabled} onClick={() => input.current?.click()}>
          {words.library}
        </button>
        <p className="dropzone-hint">{words.hint}</p>
        {inputs}
      </div>
    );
  }
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
      <p className="dropzone-title">{words.title}</p>
      <p className="dropzone-hint">{words.hint}</p>
      {inputs}
    </div>
  );
}
