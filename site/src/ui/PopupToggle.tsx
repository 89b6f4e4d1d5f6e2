import type { ReactNode, RefObject } from 'react';

interface Props {
  /** usePopup's trigger: Escape gives focus back here. */
  trigger: RefObject<HTMLButtonElement | null>;
  open: boolean;
  /** The id of the popup it opens. */
  controls: string;
  onClick: () => void;
  className: string;
  /** The button's name when its content is an icon. */
  label?: string;
  /** A menu (menu button pattern) rather than a panel. */
  menu?: boolean;
  children: ReactNode;
}

/** The button that opens and closes a popup, telling assistive technology whether it is open and which one it is. */
export default function PopupToggle({ trigger, open, controls, onClick, className, label, menu, children }: Props) {
  return (
    <button
      ref={trigger}
      type="button"
      className={className}
      aria-label={label}
      aria-haspopup={menu ? 'menu' : undefined}
      aria-expanded={open}
      aria-controls={controls}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
