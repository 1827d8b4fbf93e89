import { ADMIN_REASON_MAX } from '@sellphones/contracts/schemas';
import { Button, fieldControl, FormField } from '@sellphones/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useText } from '../texts.ts';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(2)};
`;

interface DecisionFormProps<Action extends string> {
  /** Unique on the page: the reason box's id. */
  id: string;
  /** What is decided about, for the form's accessible name. */
  subject: string;
  actions: ReadonlyArray<{ action: Action; label: string }>;
  saving: boolean;
  onDecide(action: Action, reason: string): Promise<unknown>;
}

/** An admin decision: every one says why, and the API writes it in the audit log with the reason. */
export function DecisionForm<Action extends string>({ id, subject, actions, saving, onDecide }: DecisionFormProps<Action>) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const t = useText();
  async function decide(action: Action) {
    if (reason.trim().length < 3) {
      setError(t('decision.reasonRequired'));
      document.getElementById(id)?.focus();
      return;
    }
    setError(undefined);
    await onDecide(action, reason.trim()).then(() => setReason('')).catch(() => undefined);
  }
  return (
    <form aria-label={t('decision.label', { subject })} onSubmit={(event) => event.preventDefault()} noValidate>
      <FormField id={id} label={t('decision.reason')} error={error} required>
        <textarea rows={2} value={reason} onChange={(event) => setReason(event.target.value)} maxLength={ADMIN_REASON_MAX} {...fieldControl(id, error, { required: true })} />
      </FormField>
      <Actions>
        {actions.map(({ action, label }) => (
          <Button key={action} type="button" disabled={saving} onClick={() => void decide(action)}>
            {saving ? t('decision.saving') : label}
          </Button>
        ))}
      </Actions>
    </form>
  );
}
