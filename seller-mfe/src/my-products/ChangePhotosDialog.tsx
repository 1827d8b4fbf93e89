import { useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import type { ShellApi } from '@sellphones/contracts';
import type { ListingPhotos, PhonePage } from '@sellphones/contracts/schemas';
import { InlineError, Loading, useErrorText } from '@sellphones/ui';
import { PhotoField } from '../add-product/PhotoField.tsx';
import { photosToSave, usePhotoUploads } from '../add-product/usePhotoUploads.ts';
import { useText } from '../texts.ts';
import { FormDialog } from './FormDialog.tsx';
import type { ChangeDialogProps } from './useChangeDialog.ts';

const Kept = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.color.muted};
`;

/** What the dialog asks of the photo field when the seller saves. */
interface PhotosHandle {
  /** The photos to save, the cover first; null after saying what is missing. */
  collect(): Promise<ListingPhotos | null>;
}

interface CurrentPhotosProps {
  shell: ShellApi;
  /** The phone's photos now, the cover first: uploaded already. */
  photos: string[];
  /** Their thumbnails, in the same order. */
  thumbs: string[];
  /** Says why the photos cannot be saved yet (one still uploading or failed); null once they can. */
  onNotReady(message: string | null): void;
  handle: Ref<PhotosHandle>;
}

/** The photo field, starting from the phone's photos as already uploaded. */
function CurrentPhotos({ shell, photos, thumbs, onNotReady, handle }: CurrentPhotosProps) {
  const t = useText();
  // Listed photos are the listing's for good: the time of their upload no longer matters. Each is
  // shown by its thumbnail: the list's pictures are small, and a phone may be on mobile data.
  const uploads = usePhotoUploads(
    shell,
    photos.map((url, index) => ({ url, uploadedAt: 0, preview: thumbs[index] })),
  );
  const {
    register,
    trigger,
    formState: { errors },
  } = useForm<{ image: FileList | null }>();
  const field = register('image', { validate: () => uploads.photos.length > 0 || t('addProduct.rules.image') });
  useImperativeHandle(handle, () => ({
    async collect() {
      if (!(await trigger('image'))) return null;
      const ready = photosToSave(uploads.photos);
      if ('notReady' in ready) {
        onNotReady(t(ready.notReady));
        return null;
      }
      onNotReady(null);
      const [img, ...morePhotos] = ready.urls;
      return { img, ...(morePhotos.length > 0 ? { morePhotos } : {}) };
    },
  }));
  return <PhotoField field={field} error={errors.image?.message} uploads={uploads} />;
}

interface ChangePhotosDialogProps extends ChangeDialogProps<ListingPhotos> {
  shell: ShellApi;
}

/** Rearranges, removes and adds a phone's photos, uploaded and checked as on Add a Product. */
export function ChangePhotosDialog({ shell, product, saving, refusal, onSave, onCancel }: ChangePhotosDialogProps) {
  const t = useText();
  const errorText = useErrorText();
  const [notReady, setNotReady] = useState<string | null>(null);
  const current = useRef<PhotosHandle>(null);
  const now = useQuery({
    queryKey: ['listingPhotos', product?._id],
    queryFn: ({ signal }) => shell.request<PhonePage>(`/phones/${encodeURIComponent(product!._id)}`, { signal }),
    enabled: product !== null,
    // Each opening starts from the photos the phone has now.
    gcTime: 0,
  });
  return (
    <FormDialog
      title={product && t('myProducts.photos.title', { name: product.name })}
      titleId="change-photos-title"
      refusal={notReady ?? refusal}
      saving={saving || !now.data}
      saveLabel={t('myProducts.photos.save')}
      savingLabel={saving ? t('myProducts.photos.saving') : t('myProducts.photos.save')}
      onSubmit={async (event) => {
        event.preventDefault();
        const photos = await current.current?.collect();
        if (photos) onSave(photos);
      }}
      onCancel={() => {
        setNotReady(null);
        onCancel();
      }}
    >
      <Kept>{t('myProducts.photos.kept')}</Kept>
      {now.isPending && <Loading />}
      {now.isError && <InlineError message={errorText(now.error, t('myProducts.photos.loadFailed'))} onRetry={() => void now.refetch()} />}
      {now.data && <CurrentPhotos key={now.data._id} shell={shell} photos={now.data.photos} thumbs={now.data.photoThumbs} onNotReady={setNotReady} handle={current} />}
    </FormDialog>
  );
}
