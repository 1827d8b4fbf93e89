import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Button } from './Button.tsx';
import { useCommonText } from './i18n/app-texts.ts';

const Dialog = styled.dialog`
  border: none;
  border-radius: ${({ theme }) => theme.radius.lg};
  padding: ${({ theme }) => theme.space(6)};
  max-width: min(92vw, 420px);
  &::backdrop {
    background: rgba(15, 20, 30, 0.5);
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(5)};
    font-size: 1.05rem;
  }
`;
const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
`;

interface ConfirmDialogProps {
  open: boolean;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  danger?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** A modal question with OK and Cancel, on the native <dialog> (focus trap and Escape for free). */
export function ConfirmDialog({
  open,
  message,
  confirmLabel,
  cancelLabel,
  danger = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const t = useCommonText();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close?.();
  }, [open]);
  return (
    <Dialog ref={ref} aria-label={message} onCancel={onCancel} onClose={() => open && onCancel()}>
      {open && (
        <>
          <p>{message}</p>
          <Actions>
            <Button type="button" $variant="secondary" onClick={onCancel}>
              {cancelLabel ?? t('cancel')}
            </Button>
            <Button type="button" $variant={danger ? 'danger' : 'primary'} onClick={onConfirm}>
              {confirmLabel ?? t('ok')}
            </Button>
          </Actions>
        </>
      )}
    </Dialog>
  );
}
