import type { UseFormRegisterReturn } from 'react-hook-form';
import styled from 'styled-components';
import { Button, fieldControl, FormField, ProgressBar, useFormat } from '@sellphones/ui';
import type { PhotoUpload } from './usePhotoUpload.ts';
import { useText } from '../texts.ts';

const Status = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
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
const Failure = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
  color: ${({ theme }) => theme.color.danger};
`;

interface PhotoFieldProps {
  field: UseFormRegisterReturn<'image'>;
  error?: string;
  upload: PhotoUpload;
  onChoose(file: File | null): void;
  onRetry(): void;
}

/** The photo input: uploads on choice, with a progress bar, a preview and a retry after a failure. */
export function PhotoField({ field, error, upload, onChoose, onRetry }: PhotoFieldProps) {
  const t = useText();
  const format = useFormat();
  return (
    <FormField id="product-image" label={t('addProduct.image')} error={error} required>
      <input
        type="file"
        accept="image/jpeg,image/png,image/webp"
        {...fieldControl('product-image', error, { required: true })}
        {...field}
        onChange={async (event) => {
          await field.onChange(event);
          onChoose(event.target.files?.[0] ?? null);
        }}
      />
      {upload.status !== 'idle' && (
        <Status>
          {upload.previewUrl || upload.url ? (
            <img src={upload.previewUrl ?? upload.url ?? undefined} alt={t('photo.preview')} />
          ) : (
            <span />
          )}
          <div>
            {upload.status === 'uploading' && (
              <>
                <ProgressBar value={upload.progress} label={t('photo.progress')} />
                <p aria-live="polite">{t('photo.uploading', { percent: format.number(Math.round(upload.progress * 100)) })}</p>
              </>
            )}
            {upload.status === 'uploaded' && <p aria-live="polite">{t('photo.uploaded')}</p>}
            {upload.status === 'failed' && (
              <Failure role="alert">
                <span>{upload.error}</span>
                <Button type="button" $variant="secondary" onClick={onRetry}>
                  {t('photo.tryAgain')}
                </Button>
              </Failure>
            )}
          </div>
        </Status>
      )}
    </FormField>
  );
}
