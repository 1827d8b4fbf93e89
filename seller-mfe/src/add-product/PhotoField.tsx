import type { UseFormRegisterReturn } from 'react-hook-form';
import styled from 'styled-components';
import { Button, fieldControl, FilePicker, FormField, ProgressBar, useFormat } from '@sellphones/ui';
import { MAX_PHOTOS, type PhotoUpload, type PhotoUploads } from './usePhotoUploads.ts';
import { useText } from '../texts.ts';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;
const Item = styled.li`
  display: grid;
  grid-template-columns: 96px 1fr;
  gap: ${({ theme }) => theme.space(3)};
  align-items: start;
  img {
    width: 96px;
    height: 96px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.sm};
    border: 1px solid ${({ theme }) => theme.color.line};
  }
  p {
    margin: 0;
    font-size: 0.9rem;
    color: ${({ theme }) => theme.color.muted};
  }
`;
const Cover = styled.strong`
  display: block;
  font-size: 0.85rem;
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(2)};
`;
const Failure = styled.p`
  && {
    color: ${({ theme }) => theme.color.danger};
  }
`;

interface PhotoFieldProps {
  field: UseFormRegisterReturn<'image'>;
  error?: string;
  uploads: PhotoUploads;
}

/** One chosen photo: its preview, its upload's progress or failure, and moving or removing it. */
function PhotoRow({ photo, place, total, uploads }: { photo: PhotoUpload; place: number; total: number; uploads: PhotoUploads }) {
  const t = useText();
  const format = useFormat();
  const number = format.number(place + 1);
  return (
    <Item>
      {photo.previewUrl || photo.url ? <img src={photo.previewUrl ?? photo.url ?? undefined} alt={t('photo.preview', { number })} /> : <span />}
      <div>
        {place === 0 && <Cover>{t('photo.cover')}</Cover>}
        {photo.status === 'uploading' && (
          <>
            <ProgressBar value={photo.progress} label={t('photo.progress', { number })} />
            <p aria-live="polite">{t('photo.uploading', { percent: format.number(Math.round(photo.progress * 100)) })}</p>
          </>
        )}
        {photo.status === 'uploaded' && <p aria-live="polite">{t('photo.uploaded')}</p>}
        {photo.status === 'failed' && <Failure role="alert">{photo.error}</Failure>}
        <Actions>
          {photo.status === 'failed' && (
            <Button type="button" $variant="secondary" onClick={() => uploads.retry(photo.key)}>
              {t('photo.tryAgain')}
            </Button>
          )}
          {place > 0 && (
            <Button type="button" $variant="secondary" aria-label={t('photo.earlierLabel', { number })} onClick={() => uploads.move(photo.key, -1)}>
              {t('photo.earlier')}
            </Button>
          )}
          {place < total - 1 && (
            <Button type="button" $variant="secondary" aria-label={t('photo.laterLabel', { number })} onClick={() => uploads.move(photo.key, 1)}>
              {t('photo.later')}
            </Button>
          )}
          <Button type="button" $variant="secondary" aria-label={t('photo.removeLabel', { number })} onClick={() => uploads.remove(photo.key)}>
            {t('photo.remove')}
          </Button>
        </Actions>
      </div>
    </Item>
  );
}

/**
 * The photos input: up to five, each uploaded on choice with a progress bar and a preview; the
 * first is the cover. The input is emptied after each choice so the same file can be chosen again.
 */
export function PhotoField({ field, error, uploads }: PhotoFieldProps) {
  const t = useText();
  const format = useFormat();
  const control = fieldControl('product-image', error, { required: true, hint: true });
  const chosen = uploads.photos.length;
  const full = chosen >= MAX_PHOTOS;
  const max = format.number(MAX_PHOTOS);
  // The input is emptied after each choice, so what is chosen is the list below, not the input.
  const chosenStatus =
    chosen === 0 ? t('photo.noneChosen') : t(full ? 'photo.full' : 'photo.chosen', { count: format.number(chosen), max });
  return (
    <div>
      <FormField id="product-image" label={t('addProduct.image')} error={error} required hint={t('photo.hint', { count: max })}>
        <FilePicker
          action={t('photo.choose')}
          status={chosenStatus}
          multiple
          accept="image/jpeg,image/png,image/webp"
          disabled={full}
          {...control}
          {...field}
          onChange={async (event) => {
            uploads.add(Array.from(event.target.files ?? []));
            await field.onChange(event);
            event.target.value = '';
          }}
        />
      </FormField>
      {uploads.overLimit && <Failure role="alert">{t('photo.tooMany', { count: max })}</Failure>}
      {uploads.photos.length > 0 && (
        <List aria-label={t('photo.listLabel')}>
          {uploads.photos.map((photo, place) => (
            <PhotoRow key={photo.key} photo={photo} place={place} total={uploads.photos.length} uploads={uploads} />
          ))}
        </List>
      )}
    </div>
  );
}
