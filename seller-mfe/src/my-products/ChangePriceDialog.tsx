import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { typedNumber } from '@sellphones/contracts';
import type { MyProduct } from '@sellphones/contracts/schemas';
import { Button, fieldControl, FormField, useCommonText, useFormat } from '@sellphones/ui';
import { positivePrice } from '../add-product/add-product-rules.ts';
import { useText } from '../texts.ts';

const Dialog = styled.dialog`
  border: none;
  border-radius: ${({ theme }) => theme.radius.lg};
  padding: ${({ theme }) => theme.space(6)};
  width: min(92vw, 440px);
  &::backdrop {
    background: rgba(15, 20, 30, 0.5);
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(4)};
    font-size: 1.15rem;
    overflow-wrap: anywhere;
  }
`;
const Refusal = styled.p`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  color: ${({ theme }) => theme.color.danger};
  font-weight: 600;
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
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

/** Asks for a phone's new asking price: at most its original price (native <dialog>: focus trap and Escape). */
export function ChangePriceDialog({ product, saving, refusal, onSave, onCancel }: ChangePriceDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const t = useText();
  const common = useCommonText();
  const format = useFormat();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<{ resalePrice: string }>({ defaultValues: { resalePrice: '' } });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (product && !dialog.open) {
      reset({ resalePrice: '' });
      dialog.showModal?.();
    }
    if (!product && dialog.open) dialog.close?.();
  }, [product, reset]);

  const error = errors.resalePrice?.message;
  return (
    <Dialog ref={ref} aria-labelledby="change-price-title" onCancel={onCancel} onClose={() => product && onCancel()}>
      {product && (
        <form noValidate onSubmit={handleSubmit((values) => onSave(typedNumber(values.resalePrice)))}>
          <h2 id="change-price-title">{t('myProducts.price.title', { name: product.name })}</h2>
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
    </Dialog>
  );
}
