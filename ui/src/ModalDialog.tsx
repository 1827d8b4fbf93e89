import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';

const Dialog = styled.dialog`
  border: none;
  border-radius: ${({ theme }) => theme.radius.lg};
  padding: ${({ theme }) => theme.space(6)};
  width: min(92vw, 440px);
  &::backdrop {
    background: rgba(15, 20, 30, 0.5);
  }
`;

/** The buttons at the foot of a dialog: Cancel, then the action. */
export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
`;

interface ModalDialogProps {
  open: boolean;
  /** Its name for a screen reader: the question it asks, or the id of its heading. */
  label?: string;
  labelledBy?: string;
  /** The id of what it says beyond its name (read after the name, not as part of it). */
  describedBy?: string;
  /** Escape, or the dialog closed by the browser: the caller sets `open` to false. */
  onCancel(): void;
  /** Rendered only while open. */
  children: ReactNode;
}

/**
 * A modal question on the native <dialog>: the browser keeps focus inside, closes it on Escape
 * and gives focus back to what opened it.
 */
export function ModalDialog({ open, label, labelledBy, describedBy, onCancel, children }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close?.();
  }, [open]);
  return (
    <Dialog
      ref={ref}
      aria-label={label}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onCancel={onCancel} onClose={() => open && onCancel()}>
      {open && children}
    </Dialog>
  );
}
