import type { UseFormRegisterReturn } from 'react-hook-form';
import styled from 'styled-components';
import { NEIR } from '@sellphones/contracts';
import { FormField, type fieldControl } from '@sellphones/ui';
import { useText } from '../texts.ts';

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.muted};
  font-size: 0.9rem;
`;

const HINT_ID = 'product-imei-hint';

/**
 * The handset's IMEI, with where to find it. The hint is part of the field's description for screen
 * readers, before any error, so the seller hears how to find the number, not only that it is wrong.
 */
export function ImeiField({ field, error }: {
  field: UseFormRegisterReturn<'imei'> & ReturnType<typeof fieldControl>;
  error: string | undefined;
}) {
  const describedBy = [HINT_ID, field['aria-describedby']].filter(Boolean).join(' ');
  const t = useText();
  return (
    <div className="wide">
      <FormField id="product-imei" label={t('addProduct.imei')} error={error} required>
        <input type="text" inputMode="numeric" autoComplete="off" maxLength={20} {...field} aria-describedby={describedBy} />
      </FormField>
      <Hint id={HINT_ID}>
        {t('addProduct.imeiHint', { code: NEIR.showImeiCode })}
      </Hint>
    </div>
  );
}
