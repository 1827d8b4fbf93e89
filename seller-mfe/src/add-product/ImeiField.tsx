import type { UseFormRegisterReturn } from 'react-hook-form';
import { NEIR } from '@sellphones/contracts';
import { FormField, type fieldControl } from '@sellphones/ui';
import { useText } from '../texts.ts';

/**
 * The handset's IMEI, with where to find it. The hint is part of the field's description for screen
 * readers, before any error, so the seller hears how to find the number, not only that it is wrong
 * (`field` comes with `fieldControl(..., { hint: true })`).
 */
export function ImeiField({ field, error }: {
  field: UseFormRegisterReturn<'imei'> & ReturnType<typeof fieldControl>;
  error: string | undefined;
}) {
  const t = useText();
  return (
    <div className="wide">
      <FormField id="product-imei" label={t('addProduct.imei')} error={error} required hint={t('addProduct.imeiHint', { code: NEIR.showImeiCode })}>
        <input type="text" inputMode="numeric" autoComplete="off" maxLength={20} {...field} />
      </FormField>
    </div>
  );
}
