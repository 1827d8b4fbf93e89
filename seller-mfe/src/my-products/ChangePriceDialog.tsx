import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { typedNumber } from '@sellphones/contracts';
import type { MyProduct } from '@sellphones/contracts/schemas';
import { Button, DialogActions, fieldControl, FormField, ModalDialog, useCommonText, useFormat } from '@sellphones/ui';
import { positivePrice } from '../add-product/add-product-rules.ts';
import { useText } from '../texts.ts';

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(4)};
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

interface ChangePriceDialogProps {
  /** The phone being repriced; null while the dialog is closed. */
  product: MyProduct | null;
  saving: boolean;
  /** Why the API refused the last price, in the seller's language. */
  refusal: string | null;
  onSave(resalePrice: number): void;
  onCancel(): void;
}

const PRICE_ID = 'new-resale-price';

/** Asks for a phone's new asking price: at most its original price. */
export function ChangePriceDialog({ product, saving, refusal, onSave, onCancel }: ChangePriceDialogProps) {
  const t = useText();
  const common = useCommonText();
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
    <ModalDialog open={product !== null} labelledBy="change-price-title" onCancel={onCancel}>
      {product && (
        <form noValidate onSubmit={handleSubmit((values) => onSave(typedNumber(values.resalePrice)))}>
          <Title id="change-price-title">{t('myProducts.price.title', { name: product.name })}</Title>
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
          {refusal && <Refusal role="alert">{refusal}</Refusal>}
          <Actions>
            <Button type="button" $variant="secondary" onClick={onCancel}>
              {common('cancel')}
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? t('myProducts.price.saving') : t('myProducts.price.save')}
            </Button>
          </Actions>
        </form>
      )}
    </ModalDialog>
  );
}
