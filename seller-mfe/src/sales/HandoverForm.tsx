import { NEIR } from '@sellphones/contracts';
import { Button, FieldError } from '@sellphones/ui';
import { useForm } from 'react-hook-form';
import { useText } from '../texts.ts';

/**
 * The seller's handover step: the phone must be de-registered from the seller's national ID in
 * NEIR first, or it stops working for the buyer. The API refuses a handover without the tick too.
 */
export function HandoverForm({ saving, onHandOver }: { saving: boolean; onHandOver: () => Promise<unknown> }) {
  const { register, handleSubmit, formState: { errors } } = useForm<{ deregistered: boolean }>({ defaultValues: { deregistered: false } });
  const t = useText();
  const submit = handleSubmit(async () => {
    await onHandOver().catch(() => undefined);
  });
  const error = errors.deregistered?.message;
  return (
    <form onSubmit={submit} noValidate aria-label={t('handover.label')}>
      <p>
        {t('handover.deregister', { code: NEIR.deregisterCode, portal: NEIR.portalUrl })}
      </p>
      <label>
        <input
          type="checkbox"
          aria-invalid={error ? 'true' : 'false'}
          aria-describedby={error ? 'handover-deregistered-error' : undefined}
          {...register('deregistered', { validate: (ticked) => ticked || t('handover.tickRequired') })}
        />{' '}
        {t('handover.tick')}
      </label>
      <FieldError controlId="handover-deregistered" message={error} />
      <div>
        <Button type="submit" disabled={saving}>
          {saving ? t('handover.saving') : t('handover.submit')}
        </Button>
      </div>
    </form>
  );
}
