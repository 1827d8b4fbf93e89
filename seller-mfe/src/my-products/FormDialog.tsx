import type { FormEventHandler, ReactNode } from 'react';
import styled from 'styled-components';
import { Button, DialogActions, ModalDialog, useCommonText } from '@sellphones/ui';

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: 1.15rem;
  overflow-wrap: anywhere;
`;
const Refusal = styled.p`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  color: ${({ theme }) => theme.color.danger};
  font-weight: 600;
`;
const Actions = styled(DialogActions)`
  margin-top: ${({ theme }) => theme.space(5)};
`;

interface FormDialogProps {
  /** The dialog's heading; null while it is closed. */
  title: string | null;
  titleId: string;
  /** Why the API refused the last save, in the seller's language. */
  refusal: string | null;
  saving: boolean;
  saveLabel: string;
  savingLabel: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel(): void;
  children: ReactNode;
}

/** A change to one of the seller's phones, asked in a modal form: the refusal stays beside what was typed. */
export function FormDialog({ title, titleId, refusal, saving, saveLabel, savingLabel, onSubmit, onCancel, children }: FormDialogProps) {
  const common = useCommonText();
  return (
    <ModalDialog open={title !== null} labelledBy={titleId} onCancel={onCancel}>
      {title !== null && (
        <form noValidate onSubmit={onSubmit}>
          <Title id={titleId}>{title}</Title>
          {children}
          {refusal && <Refusal role="alert">{refusal}</Refusal>}
          <Actions>
            <Button type="button" $variant="secondary" onClick={onCancel}>
              {common('cancel')}
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? savingLabel : saveLabel}
            </Button>
          </Actions>
        </form>
      )}
    </ModalDialog>
  );
}
