import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { typedNumber } from '@sellphones/contracts';
import { fieldControl, FormField, useFormat } from '@sellphones/ui';
import { positivePrice } from '../add-product/add-product-rules.ts';
import { useText } from '../texts.ts';
import { FormDialog } from './FormDialog.tsx';
import type { ChangeDialogProps } from './useChangeDialog.ts';

type ChangePriceDialogProps = ChangeDialogProps<number>;

const PRICE_ID = 'new-resale-price';

/** Asks for a phone's new asking price: at most its original price. */
export function ChangePriceDialog({ product, saving, refusal, onSave, onCancel }: ChangePriceDialogProps) {
  const t = useText();
  const format = useFormat();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<{ resalePrice: string }>({ defaultValues: { resalePrice: '' } });

  // Each phone starts from an empty box.
  useEffect(() => {
    if (product) reset({ resalePrice: '' });
  }, [product, reset]);

  const error = errors.resalePrice?.message;
  return (
    <FormDialog
      title={product && t('myProducts.price.title', { name: product.name })}
      titleId="change-price-title"
      refusal={refusal}
      saving={saving}
      saveLabel={t('myProducts.price.save')}
      savingLabel={t('myProducts.price.saving')}
      onSubmit={handleSubmit((values) => onSave(typedNumber(values.resalePrice)))}
      onCancel={onCancel}
    >
      {product && (
        <FormField
          id={PRICE_ID}
          label={t('myProducts.price.label', { symbol: format.currencySymbol })}
          error={error}
          required
          hint={t('myProducts.price.hint', { now: format.money(product.resalePrice), original: format.money(product.originalPrice) })}
        >
          <input
            inputMode="decimal"
            autoComplete="off"
            {...fieldControl(PRICE_ID, error, { required: true, hint: true })}
            {...register('resalePrice', {
              required: t('addProduct.rules.resalePrice'),
              validate: {
                positive: positivePrice(t),
                notAboveOriginal: (value) => !(typedNumber(value) > product.originalPrice) || t('addProduct.rules.resaleAbove'),
              },
            })}
          />
        </FormField>
      )}
    </FormDialog>
  );
}
