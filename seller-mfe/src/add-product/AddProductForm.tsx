import { useEffect, useRef, useMemo, useState } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import {
  isApiError,
  normalizeImei,
  typedNumber,
  type ShellApi,
} from '@sellphones/contracts';
import { CATEGORY_NAMES, type Acknowledged, type NewProduct } from '@sellphones/contracts/schemas';
import { Button, fieldControl, FormField, RequiredNote, useErrorText, useFocusBackAfterRefusal, useFormat } from '@sellphones/ui';
import { myProductsKey } from '../my-products/useMyProducts.ts';
import {
  addProductRules,
  EMPTY_PRODUCT,
  REQUIRED_FIELDS,
  toListingDetails,
  type AddProductValues,
} from './add-product-rules.ts';
import { DraftNotice } from './DraftNotice.tsx';
import { ConditionField, DescriptionField, PlaceFields, UseAndPhoneFields, type ListingDetailName } from './ListingDetailFields.tsx';
import { ImeiField } from './ImeiField.tsx';
import type { KeptPhoto } from './listing-draft.ts';
import { PhotoField } from './PhotoField.tsx';
import { photosToSave, usePhotoUploads, type PhotoUpload } from './usePhotoUploads.ts';
import { useListingDraft } from './useListingDraft.ts';
import { useWarnBeforeLeaving } from './useWarnBeforeLeaving.ts';
import { useText } from '../texts.ts';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(5)};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.md};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: 1fr 1fr;
    align-items: start;
    .wide {
      grid-column: 1 / -1;
    }
  }
`;
const Refusal = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-weight: 600;
`;
const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.muted};
`;

/** What the API receives: prices as typed (the earlier product sent the resale price twice). */
function toNewProduct(values: AddProductValues, [img, ...morePhotos]: [string, ...string[]]): NewProduct {
  return {
    name: values.productName.trim(),
    img,
    ...(morePhotos.length > 0 ? { morePhotos } : {}),
    categoryName: values.categoryName,
    originalPrice: typedNumber(values.originalPrice),
    resalePrice: typedNumber(values.resalePrice),
    imei: normalizeImei(values.imei),
    ...toListingDetails(values),
  };
}

/**
 * A refusal of the IMEI (the API's codes IMEI_REQUIRED, IMEI_INVALID, IMEI_ALREADY_LISTED), which
 * the seller corrects in the IMEI field, so it is said there.
 */
const refusesImei = (err: unknown) => isApiError(err) && Boolean(err.code?.startsWith('IMEI_'));

/** The photos a draft can keep: those uploaded (a file still uploading is lost with the page). */
const keptPhotos = (photos: PhotoUpload[]): KeptPhoto[] =>
  photos.flatMap((photo) => (photo.url && photo.uploadedAt !== null ? [{ url: photo.url, uploadedAt: photo.uploadedAt }] : []));

/**
 * The seller's add-product form. Nothing typed is lost when the API refuses or cannot be reached,
 * nor when the seller leaves the page before adding it: the form is kept on the device as a draft.
 */
export function AddProductForm({ shell }: { shell: ShellApi }) {
  const queryClient = useQueryClient();
  const draft = useListingDraft(shell.keptOnDevice);
  const [draftShown, setDraftShown] = useState(draft.restored !== null);
  const [startedOver, setStartedOver] = useState(false);
  const uploads = usePhotoUploads(shell, draft.restored?.photos);
  const [refusal, setRefusal] = useState<string | null>(null);
  const t = useText();
  const format = useFormat();
  const errorText = useErrorText();
  const photoCount = uploads.count;
  const rules = useMemo(() => addProductRules(t, format.number, () => photoCount.current), [t, format, photoCount]);
  const {
    register,
    handleSubmit,
    control: form,
    setValue,
    getValues,
    subscribe,
    reset,
    setFocus,
    setError,
    formState: { errors, isDirty },
  } = useForm<AddProductValues>({ defaultValues: draft.restored ? { ...EMPTY_PRODUCT, ...draft.restored.values } : EMPTY_PRODUCT });
  // The district list follows the division chosen.
  const division = useWatch({ control: form, name: 'division' });

  // One key per phone as typed: sending the same phone again after an error (a lost answer, a
  // restarted server) reuses it, so the API saves the phone once; any change makes a new key.
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const save = useMutation({
    mutationFn: (product: NewProduct) => {
      const body = JSON.stringify(product);
      if (attempt.current?.body !== body) attempt.current = { body, key: crypto.randomUUID() };
      return shell.request<Acknowledged>('/addProduct', {
        method: 'POST',
        body: product,
        idempotencyKey: attempt.current.key,
      });
    },
  });

  // Kept as typed and as photos finish uploading; once added, there is nothing left to keep.
  const photosToKeep = useMemo(() => keptPhotos(uploads.photos), [uploads.photos]);
  const { keep } = draft;
  useEffect(() => {
    if (save.isSuccess) return undefined;
    keep(getValues(), photosToKeep);
    return subscribe({ formState: { values: true }, callback: ({ values }) => keep(values, photosToKeep) });
  }, [keep, getValues, subscribe, photosToKeep, save.isSuccess]);

  // What a draft cannot keep: a photo still uploading or failed, or anything when the device keeps
  // nothing. A refused photo is nothing to lose: sending it again would be refused too.
  const photosToLose = uploads.photos.filter((photo) => photo.status !== 'failed' || photo.retryable);
  const unkept = draft.keeps ? photosToLose.some((photo) => photo.status !== 'uploaded') : isDirty || photosToLose.length > 0;
  useWarnBeforeLeaving(unkept && !save.isSuccess);

  const startOver = () => {
    reset(EMPTY_PRODUCT);
    uploads.clear();
    draft.forget();
    setRefusal(null);
    setDraftShown(false);
    setStartedOver(true);
  };
  // Once the notice (and its question) are gone, the seller starts from the first field.
  useEffect(() => {
    if (startedOver) setFocus('productName');
  }, [startedOver, setFocus]);

  // Add Product is disabled while it waits, which takes the keyboard off it: a refusal puts it back.
  const pressed = useFocusBackAfterRefusal(save.isPending, refusal);
  const onSubmit = handleSubmit(async (values) => {
    const giveFocusBack = pressed();
    setRefusal(null);
    const photos = photosToSave(uploads.photos);
    if ('notReady' in photos) {
      setRefusal(t(photos.notReady));
      return;
    }
    try {
      await save.mutateAsync(toNewProduct(values, photos.urls));
    } catch (err) {
      if (refusesImei(err)) {
        setError('imei', { type: 'refused', message: errorText(err, t('addProduct.saveFailed')) }, { shouldFocus: true });
      } else {
        setRefusal(errorText(err, t('addProduct.saveFailed')));
        giveFocusBack();
      }
      return;
    }
    draft.forget();
    await queryClient.invalidateQueries({ queryKey: myProductsKey(shell.user?.email) });
    shell.notify(t('addProduct.saved', { name: values.productName.trim() }), 'success');
    shell.navigate('/dashboard/myProducts');
  });

  /** Props that tie a control to its label and its error message. */
  function control<N extends FieldPath<AddProductValues>>(name: N, id: string, { hint = false } = {}) {
    const required = (REQUIRED_FIELDS as readonly string[]).includes(name);
    return { ...fieldControl(id, errors[name]?.message, { required, hint }), ...register(name, rules[name] as never) };
  }

  const detailFields = { control, errorOf: (name: ListingDetailName) => errors[name]?.message };
  const isSeller = shell.role === 'seller';

  return (
    <Form onSubmit={onSubmit} noValidate aria-label={t('addProduct.label')}>
      {draftShown && draft.restored && (
        <div className="wide">
          <DraftNotice savedAt={draft.restored.savedAt} photosGone={draft.restored.photosGone} onStartOver={startOver} />
        </div>
      )}
      {draft.refused && (
        <Note className="wide" role="status">
          {t('draft.notKept')}
        </Note>
      )}
      <div className="wide">
        <RequiredNote />
      </div>
      <FormField id="product-name" label={t('addProduct.productName')} error={errors.productName?.message} required>
        <input type="text" autoComplete="off" {...control('productName', 'product-name')} />
      </FormField>
      <PhotoField field={register('image', rules.image)} error={errors.image?.message} uploads={uploads} />
      <FormField id="product-category" label={t('addProduct.category')} error={errors.categoryName?.message} required>
        <select {...control('categoryName', 'product-category')}>
          <option value="">{t('addProduct.selectCategory')}</option>
          {CATEGORY_NAMES.map((name) => (
            <option key={name} value={name}>
              {format.category(name)}
            </option>
          ))}
        </select>
      </FormField>
      <ConditionField {...detailFields} />
      <FormField id="product-original-price" label={t('addProduct.originalPrice', { symbol: format.currencySymbol })} error={errors.originalPrice?.message} required>
        <input inputMode="decimal" autoComplete="off" {...control('originalPrice', 'product-original-price')} />
      </FormField>
      <FormField id="product-resale-price" label={t('addProduct.resalePrice', { symbol: format.currencySymbol })} error={errors.resalePrice?.message} required>
        <input inputMode="decimal" autoComplete="off" {...control('resalePrice', 'product-resale-price')} />
      </FormField>
      <UseAndPhoneFields {...detailFields} />
      <ImeiField field={control('imei', 'product-imei', { hint: true })} error={errors.imei?.message} />
      <PlaceFields {...detailFields} division={division} onDivisionChange={() => setValue('district', '')} />
      <DescriptionField {...detailFields} />
      {refusal && (
        <Refusal className="wide" role="alert">
          {refusal}
        </Refusal>
      )}
      <div className="wide">
        {isSeller ? (
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('addProduct.saving') : t('addProduct.submit')}
          </Button>
        ) : (
          <Note>{t('addProduct.sellersOnly')}</Note>
        )}
      </div>
    </Form>
  );
}
