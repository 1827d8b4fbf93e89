import styled from 'styled-components';
import { Button } from './Button.tsx';
import { useCommonText } from './i18n/app-texts.ts';
import { DialogActions, ModalDialog } from './ModalDialog.tsx';

const Question = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(5)};
  font-size: 1.05rem;
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

/** A modal question with OK and Cancel. */
export function ConfirmDialog({
  open,
  message,
  confirmLabel,
  cancelLabel,
  danger = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const t = useCommonText();
  return (
    <ModalDialog open={open} label={message} onCancel={onCancel}>
      <Question>{message}</Question>
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
