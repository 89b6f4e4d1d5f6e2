interface Props {
  className: string;
  /** The button's name, for assistive technology: its content is a cross. */
  label: string;
  /** The cross's width and height in pixels. */
  size: number;
  onClick: () => void;
}

/** The cross that closes a notice (a toast, an outbox notice). */
export default function CloseButton({ className, label, size, onClick }: Props) {
  return (
    <button type="button" className={className} aria-label={label} onClick={onClick}>
      <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true">
        <path d="M6 6l12 12M18 6L6 18" />
      </svg>
    </button>
  );
}
