import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { CORNERS, cropAfterKey, cropWords, moveCrop, scaleCrop, stretchCropAt, WHOLE_PHOTO, type Corner, type Crop } from './crop';
import './CropFrame.css';

interface Props {
  /** The photo's place in the sighting, from 1. */
  number: number;
  preview: string;
  crop: Crop | null;
  onChange: (crop: Crop | null) => void;
  onDone: () => void;
}

type Gesture = { mode: 'move'; x: number; y: number } | { mode: 'stretch'; corner: Corner; x: number; y: number } | { mode: 'pinch'; distance: number };

/**
 * The crop of one photo: a frame over it, dragged with a finger or the mouse (a corner resizes it), pinched with
 * two fingers, or moved with the arrow keys and resized with + and -; each corner has a handle a finger can hold
 * (44 px). Escape, Enter or Done closes it; the crop is kept as it stands.
 */
export default function CropFrame({ number, preview, crop, onChange, onDone }: Props) {
  const stage = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<Gesture | null>(null);
  const [current, setCurrent] = useState<Crop>(crop ?? WHOLE_PHOTO);
  useEffect(() => frame.current?.focus(), []);

  const change = (next: Crop) => {
    setCurrent(next);
    onChange(next);
  };
  const keyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' || event.key === 'Enter') {
      event.preventDefault();
      return onDone();
    }
    const next = cropAfterKey(current, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    change(next);
  };

  const spread = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };
  const pointerDown = (event: PointerEvent) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size >= 2) gesture.current = { mode: 'pinch', distance: spread() };
    else {
      const corner = (event.target as HTMLElement).dataset.handle as Corner | undefined;
      gesture.current = corner ? { mode: 'stretch', corner, x: event.clientX, y: event.clientY } : { mode: 'move', x: event.clientX, y: event.clientY };
    }
  };
  const pointerMove = (event: PointerEvent) => {
    if (!pointers.current.has(event.pointerId) || !gesture.current || !stage.current) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const box = stage.current.getBoundingClientRect();
    const now = gesture.current;
    if (now.mode === 'pinch') {
      const distance = spread();
      if (now.distance > 0 && distance > 0) change(scaleCrop(current, distance / now.distance));
      gesture.current = { mode: 'pinch', distance };
      return;
    }
    const dx = (event.clientX - now.x) / (box.width || 1);
    const dy = (event.clientY - now.y) / (box.height || 1);
    change(now.mode === 'stretch' ? stretchCropAt(current, now.corner, dx, dy) : moveCrop(current, dx, dy));
    gesture.current = { ...now, x: event.clientX, y: event.clientY };
  };
  const pointerUp = (event: PointerEvent) => {
    pointers.current.delete(event.pointerId);
    const [left] = [...pointers.current.values()];
    gesture.current = left ? { mode: 'move', ...left } : null;
  };

  const label = `Crop frame for photo ${number}`;
  const percent = (value: number) => `${value * 100}%`;
  return (
    <section className="crop-editor" aria-labelledby={`crop-heading-${number}`}>
      <h2 id={`crop-heading-${number}`}>Crop photo {number}</h2>
      <p id={`crop-help-${number}`} className="crop-help">
        Drag the frame over the animal, or pinch it. With a keyboard: arrow keys move it, + and - resize it, Escape when done.
      </p>
      <div
        ref={stage}
        className="crop-stage"
        onPointerDown={pointerDown}
        onPointerMove={pointerMove}
        onPointerUp={pointerUp}
        onPointerCancel={pointerUp}
      >
        <img src={preview} alt="" draggable={false} />
        <div
          ref={frame}
          className="crop-frame"
          role="application"
          aria-roledescription="crop frame"
          aria-label={label}
          aria-describedby={`crop-help-${number} crop-words-${number}`}
          tabIndex={0}
          data-testid="crop-frame"
          onKeyDown={keyDown}
          style={{ left: percent(current.x), top: percent(current.y), width: percent(current.width), height: percent(current.height) }}
        >
          {CORNERS.map((corner) => (
            <span key={corner} className={`crop-handle crop-handle-${corner}`} data-handle={corner} data-testid="crop-handle" aria-hidden="true" />
          ))}
        </div>
      </div>
      <p id={`crop-words-${number}`} className="crop-words" aria-live="polite" data-testid="crop-words">
        {cropWords(current)}
      </p>
      <div className="crop-actions">
        <button type="button" className="btn" onClick={onDone}>
          Done
        </button>
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() => {
            setCurrent(WHOLE_PHOTO);
            onChange(null);
          }}
        >
          Use the whole photo
        </button>
      </div>
    </section>
  );
}
