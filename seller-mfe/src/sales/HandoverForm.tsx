import { NEIR } from '@sellphones/contracts';
import { Button, FieldError } from '@sellphones/ui';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useText } from '../texts.ts';

interface HandoverFormProps {
  saving: boolean;
  onHandOver: () => Promise<unknown>;
  /** Paid in cash at the meetup: the same tick, confirming the money too. `id` keeps several forms on a page apart. */
  cash?: { id: string; phoneName: string };
}

/**
 * The seller's handover step: the phone must be de-registered from the seller's national ID in
 * NEIR first, or it stops working for the buyer. The API refuses a handover without the tick too.
 */
export function HandoverForm({ saving, onHandOver, cash }: HandoverFormProps) {
  const { register, handleSubmit, formState: { errors } } = useForm<{ deregistered: boolean }>({ defaultValues: { deregistered: false } });
  const t = useText();
  // A second press before the page shows "Saving" must not send the handover again (the API
  // would refuse it, and the seller would read an error after it worked).
  const sending = useRef(false);
  async function handOver() {
    if (sending.current) return;
    sending.current = true;
    await onHandOver()
      .catch(() => undefined)
      .finally(() => {
        sending.current = false;
      });
  }
  const error = errors.deregistered?.message;
  const controlId = cash ? `cash-sale-${cash.id}-deregistered` : 'handover-deregistered';
  return (
    <form onSubmit={(event) => void handleSubmit(handOver)(event)} noValidate aria-label={cash ? t('handover.cashLabel', { name: cash.phoneName }) : t('handover.label')}>
      <p>
        {t('handover.deregister', { code: NEIR.deregisterCode })}{' '}
        {/* The portal is another site: a link that says it opens in a new tab, this page kept. */}
        <a href={NEIR.portalUrl} target="_blank" rel="noreferrer">
          {new URL(NEIR.portalUrl).host}{' '}
          <span className="visually-hidden">({t('handover.newTab')})</span>
        </a>
      </p>
      <label>
        <input
          type="checkbox"
          aria-invalid={error ? 'true' : 'false'}
          aria-describedby={error ? `${controlId}-error` : undefined}
          {...register('deregistered', { validate: (ticked) => ticked || t('handover.tickRequired') })}
        />{' '}
        {t('handover.tick')}
      </label>
      <FieldError controlId={controlId} message={error} />
      <div>
        <Button type="submit" disabled={saving}>
          {saving ? t('handover.saving') : cash ? t('handover.cashSubmit') : t('handover.submit')}
        </Button>
      </div>
    </form>
  );
}
