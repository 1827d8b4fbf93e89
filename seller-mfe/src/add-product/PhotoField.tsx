import { useRef, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styled from 'styled-components';
import { Button, fieldControl, FilePicker, FormField, ProgressBar, useFocusOnceShown, useFormat } from '@sellphones/ui';
import { PHOTO_TYPES } from '@sellphones/contracts';
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

/** What a photo's buttons do; each button carries its action (data-action) for focus to find it again. */
type PhotoAction = 'earlier' | 'later' | 'remove';

interface PhotoRowProps {
  photo: PhotoUpload;
  place: number;
  total: number;
  uploads: PhotoUploads;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

/** One chosen photo: its preview, its upload's progress or failure, and moving or removing it. */
function PhotoRow({ photo, place, total, uploads, onMove, onRemove }: PhotoRowProps) {
  const t = useText();
  const format = useFormat();
  const [undrawable, setUndrawable] = useState(false);
  const number = format.number(place + 1);
  return (
    <Item data-photo={photo.key}>
      {/* A file named like a photo that the browser cannot draw shows no broken picture while the API judges it. */}
      {(photo.previewUrl || photo.url) && !undrawable ? (
        <img src={photo.previewUrl ?? photo.url ?? undefined} alt={t('photo.preview', { number })} onError={() => setUndrawable(true)} />
      ) : (
        <span />
      )}
      <div>
        {place === 0 && <Cover>{t('photo.cover')}</Cover>}
        {photo.status === 'uploading' && photo.progress === null && <p aria-live="polite">{t('photo.preparing', { number })}</p>}
        {photo.status === 'uploading' && photo.progress !== null && (
          <>
            <ProgressBar value={photo.progress} label={t('photo.progress', { number })} />
            <p aria-live="polite">{t('photo.uploading', { percent: format.number(Math.round(photo.progress * 100)) })}</p>
          </>
        )}
        {photo.status === 'uploaded' && <p aria-live="polite">{t('photo.uploaded')}</p>}
        {photo.status === 'failed' && <Failure role="alert">{photo.error}</Failure>}
        <Actions>
          {/* A file the API refused would be refused again: only a failed upload is tried again. */}
          {photo.status === 'failed' && photo.retryable && (
            <Button type="button" $variant="secondary" onClick={() => uploads.retry(photo.key)}>
              {t('photo.tryAgain')}
            </Button>
          )}
          {place > 0 && (
            <Button type="button" $variant="secondary" data-action="earlier" aria-label={t('photo.earlierLabel', { number })} onClick={() => onMove(-1)}>
              {t('photo.earlier')}
            </Button>
          )}
          {place < total - 1 && (
            <Button type="button" $variant="secondary" data-action="later" aria-label={t('photo.laterLabel', { number })} onClick={() => onMove(1)}>
              {t('photo.later')}
            </Button>
          )}
          <Button type="button" $variant="secondary" data-action="remove" aria-label={t('photo.removeLabel', { number })} onClick={onRemove}>
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
 * A move or removal keeps the keyboard's place and is said to screen readers.
 */
export function PhotoField({ field, error, uploads }: PhotoFieldProps) {
  const t = useText();
  const format = useFormat();
  const list = useRef<HTMLOListElement>(null);
  const [said, setSaid] = useState('');
  // The button pressed goes with its photo or away (the first photo has no Earlier, a removed one
  // no buttons): focus stays with the photo moved, or goes to the next one, or the file input.
  const focusOnceShown = useFocusOnceShown(false, uploads.photos);
  const buttonOf = (key: number, actions: PhotoAction[]) => () =>
    actions.map((action) => list.current?.querySelector<HTMLElement>(`[data-photo="${key}"] [data-action="${action}"]`)).find(Boolean) ?? null;
  const moveBy = (photo: PhotoUpload, place: number, by: -1 | 1) => {
    uploads.move(photo.key, by);
    focusOnceShown(buttonOf(photo.key, by < 0 ? ['earlier', 'later'] : ['later', 'earlier']));
    const from = format.number(place + 1);
    setSaid(place + by === 0 ? t('photo.nowCover', { from }) : t('photo.moved', { from, to: format.number(place + by + 1) }));
  };
  const removeAt = (photo: PhotoUpload, place: number) => {
    const rest = uploads.photos.filter((one) => one.key !== photo.key);
    const next = rest[place] ?? rest[place - 1];
    uploads.remove(photo.key);
    focusOnceShown(next ? buttonOf(next.key, ['remove']) : () => document.getElementById('product-image'));
    setSaid(t('photo.removed', { number: format.number(place + 1) }));
  };
  const control = fieldControl('product-image', error, { required: true, hint: true });
  // Files left out of the last choice (not photos the site takes) are said on the field itself,
  // named, and read with its description: the seller knows which to choose again, and why.
  const notAdded = uploads.notAdded.length > 0 ? t('photo.notAdded', { count: uploads.notAdded.length, names: uploads.notAdded.join(', ') }) : '';
  const notAddedId = 'product-image-not-added';
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
          accept={PHOTO_TYPES.join(',')}
          disabled={full}
          {...control}
          aria-describedby={[control['aria-describedby'], notAdded ? notAddedId : undefined].filter(Boolean).join(' ') || undefined}
          {...field}
          onChange={async (event) => {
            uploads.add(Array.from(event.target.files ?? []));
            await field.onChange(event);
            event.target.value = '';
          }}
        />
      </FormField>
      {notAdded && (
        <Failure id={notAddedId} role="alert">
          {notAdded}
        </Failure>
      )}
      {uploads.overLimit && <Failure role="alert">{t('photo.tooMany', { count: max })}</Failure>}
      {uploads.photos.length > 0 && (
        <List ref={list} aria-label={t('photo.listLabel')}>
          {uploads.photos.map((photo, place) => (
            <PhotoRow
              key={photo.key}
              photo={photo}
              place={place}
              total={uploads.photos.length}
              uploads={uploads}
              onMove={(by) => moveBy(photo, place, by)}
              onRemove={() => removeAt(photo, place)}
            />
          ))}
        </List>
      )}
      <p className="visually-hidden" role="status">
        {said}
      </p>
    </div>
  );
}
