import { NEIR } from '@sellphones/contracts';
import { Button, FieldError } from '@sellphones/ui';
import { useForm } from 'react-hook-form';

export const DEREGISTER_REQUIRED = 'Tick the box once the phone is de-registered from your NID';

/**
 * The seller's handover step: the phone must be de-registered from the seller's national ID in
 * NEIR first, or it stops working for the buyer. The API refuses a handover without the tick too.
 */
export function HandoverForm({ saving, onHandOver }: { saving: boolean; onHandOver: () => Promise<unknown> }) {
  const { register, handleSubmit, formState: { errors } } = useForm<{ deregistered: boolean }>({ defaultValues: { deregistered: false } });
  const submit = handleSubmit(async () => {
    await onHandOver().catch(() => undefined);
  });
  const error = errors.deregistered?.message;
  return (
    <form onSubmit={submit} noValidate aria-label="Hand over the phone">
      <p>
        Before you hand the phone over, de-register it from your NID: dial {NEIR.deregisterCode} on it, or use the NEIR portal
        ({NEIR.portalUrl}) with the last four digits of your NID.
      </p>
      <label>
        <input
          type="checkbox"
          aria-invalid={error ? 'true' : 'false'}
          aria-describedby={error ? 'handover-deregistered-error' : undefined}
          {...register('deregistered', { validate: (ticked) => ticked || DEREGISTER_REQUIRED })}
        />{' '}
        I have de-registered this phone from my NID in NEIR
      </label>
      <FieldError controlId="handover-deregistered" message={error} />
      <div>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving…' : 'Confirm handover'}
        </Button>
      </div>
    </form>
  );
}
