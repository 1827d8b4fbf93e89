import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './Button.tsx';
import { useCommonText } from './i18n/app-texts.ts';
import { DialogActions, ModalDialog } from './ModalDialog.tsx';

const Question = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(5)};
  font-size: 1.05rem;
`;

const Fields = styled.div`
  margin: 0 0 ${({ theme }) => theme.space(5)};
`;

// An email address named in it has no place to break: it may break anywhere rather than leave the dialog.
const Detail = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(5)};
  color: ${({ theme }) => theme.color.muted};
  overflow-wrap: anywhere;
`;

interface ConfirmDialogProps {
  open: boolean;
  /** The question: the dialog's name. */
  message: string;
  /** What else to know before answering: read after the question, not as part of its name. */
  detail?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  danger?: boolean;
  /** A field to fill in before answering (an optional reason), between the detail and the buttons. */
  children?: ReactNode;
  onConfirm(): void;
  onCancel(): void;
}

/** A modal question with OK and Cancel, and what else to know before answering. */
export function ConfirmDialog({
  open,
  message,
  detail,
  confirmLabel,
  cancelLabel,
  danger = false,
  children,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const t = useCommonText();
  const detailId = useId();
  return (
    <ModalDialog open={open} label={message} describedBy={detail ? detailId : undefined} onCancel={onCancel}>
      <Question>{message}</Question>
      {detail && <Detail id={detailId}>{detail}</Detail>}
      {children && <Fields>{children}</Fields>}
      <DialogActions>
        <Button type="button" $variant="secondary" onClick={onCancel}>
          {cancelLabel ?? t('cancel')}
        </Button>
        <Button type="button" $variant={danger ? 'danger' : 'primary'} onClick={onConfirm}>
          {confirmLabel ?? t('ok')}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
