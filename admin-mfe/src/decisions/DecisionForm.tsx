import { ADMIN_REASON_MAX } from '@sellphones/contracts/schemas';
import { Button, ConfirmDialog, fieldControl, FormField } from '@sellphones/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useText } from '../texts.ts';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(2)};
`;

/** A decision that cannot be undone (money moves) is asked again, with what will happen, before it is sent. */
interface Confirmation {
  message: string;
  detail: string;
  confirmLabel: string;
}

interface DecisionAction<Action extends string> {
  action: Action;
  label: string;
  confirm?: Confirmation;
}

interface DecisionFormProps<Action extends string> {
  /** Unique on the page: the reason box's id. */
  id: string;
  /** What is decided about, for the form's accessible name. */
  subject: string;
  actions: ReadonlyArray<DecisionAction<Action>>;
  saving: boolean;
  onDecide(action: Action, reason: string): Promise<unknown>;
}

/** An admin decision: every one says why, and the API writes it in the audit log with the reason. */
export function DecisionForm<Action extends string>({ id, subject, actions, saving, onDecide }: DecisionFormProps<Action>) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [asking, setAsking] = useState<DecisionAction<Action> | null>(null);
  const t = useText();
  async function send(action: Action) {
    await onDecide(action, reason.trim()).then(() => setReason('')).catch(() => undefined);
  }
  function decide(chosen: DecisionAction<Action>) {
    if (reason.trim().length < 3) {
      setError(t('decision.reasonRequired'));
      document.getElementById(id)?.focus();
      return;
    }
    setError(undefined);
    if (chosen.confirm) setAsking(chosen);
    else void send(chosen.action);
  }
  return (
    <form aria-label={t('decision.label', { subject })} onSubmit={(event) => event.preventDefault()} noValidate>
      <FormField id={id} label={t('decision.reason')} error={error} required>
        <textarea rows={2} value={reason} onChange={(event) => setReason(event.target.value)} maxLength={ADMIN_REASON_MAX} {...fieldControl(id, error, { required: true })} />
      </FormField>
      <Actions>
        {actions.map((chosen) => (
          <Button key={chosen.action} type="button" disabled={saving} onClick={() => decide(chosen)}>
            {saving ? t('decision.saving') : chosen.label}
          </Button>
        ))}
      </Actions>
      <ConfirmDialog
        open={asking !== null}
        message={asking?.confirm?.message ?? ''}
        detail={asking?.confirm?.detail}
        confirmLabel={asking?.confirm?.confirmLabel}
        danger
        onConfirm={() => {
          if (asking) void send(asking.action);
          setAsking(null);
        }}
        onCancel={() => setAsking(null)}
      />
    </form>
  );
}
