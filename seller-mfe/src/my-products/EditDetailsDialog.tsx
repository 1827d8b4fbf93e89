import { useEffect } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import styled from 'styled-components';
import type { ListingDetails, MyProduct } from '@sellphones/contracts/schemas';
import { fieldControl, useFormat } from '@sellphones/ui';
import { listingDetailRules, toListingDetails, type ListingDetailValues } from '../add-product/add-product-rules.ts';
import { ConditionField, DescriptionField, PlaceFields, UseAndPhoneFields } from '../add-product/ListingDetailFields.tsx';
import { useText } from '../texts.ts';
import { FormDialog } from './FormDialog.tsx';
import type { ChangeDialogProps } from './useChangeDialog.ts';

const Kept = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.color.muted};
`;
const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const REQUIRED: ReadonlyArray<keyof ListingDetailValues> = ['usedYear', 'phone', 'division', 'district', 'description'];

/** The phone's details as listed, for the form to start from. */
const detailsOf = (product: MyProduct): ListingDetailValues => ({
  condition: product.condition ?? '',
  usedYear: String(product.usedYear),
  phone: product.phone,
  division: product.division ?? '',
  district: product.district ?? '',
  area: product.area ?? '',
  description: product.description,
});

type EditDetailsDialogProps = ChangeDialogProps<ListingDetails>;

/** Changes how a phone still for sale is and where it can be seen, checked as Add a Product checks them. */
export function EditDetailsDialog({ product, saving, refusal, onSave, onCancel }: EditDetailsDialogProps) {
  const t = useText();
  const format = useFormat();
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    control: form,
    formState: { errors },
  } = useForm<ListingDetailValues>();
  const rules = listingDetailRules(t, format.number);
  const division = useWatch({ control: form, name: 'division' }) ?? '';

  // Each phone starts from its details as listed.
  useEffect(() => {
    if (product) reset(detailsOf(product));
  }, [product, reset]);

  function control<N extends FieldPath<ListingDetailValues>>(name: N, id: string) {
    return { ...fieldControl(id, errors[name]?.message, { required: REQUIRED.includes(name) }), ...register(name, rules[name] as never) };
  }
  const fields = { control, errorOf: (name: keyof ListingDetailValues) => errors[name]?.message };

  return (
    <FormDialog
      title={product && t('myProducts.details.title', { name: product.name })}
      titleId="edit-details-title"
      refusal={refusal}
      saving={saving}
      saveLabel={t('myProducts.details.save')}
      savingLabel={t('myProducts.details.saving')}
      onSubmit={handleSubmit((values) => onSave(toListingDetails(values)))}
      onCancel={onCancel}
    >
      <Kept>{t('myProducts.details.kept')}</Kept>
      <Fields>
        <ConditionField {...fields} said={Boolean(product?.condition)} />
        <UseAndPhoneFields {...fields} />
        <PlaceFields {...fields} division={division} onDivisionChange={() => setValue('district', '')} />
        <DescriptionField {...fields} />
      </Fields>
    </FormDialog>
  );
}
