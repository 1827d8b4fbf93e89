import { useState } from 'react';
import styled from 'styled-components';
import { ImageViewer, useFormat } from '@sellphones/ui';
import { useText } from '../texts.ts';

const Gallery = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  button {
    display: block;
    padding: 0;
    border: 1px solid ${({ theme }) => theme.color.line};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.page};
    cursor: zoom-in;
    min-width: 44px;
    min-height: 44px;
  }
  button:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
    object-fit: contain;
  }
`;
const Thumbnails = styled.ul`
  display: grid;
  grid-template-columns: repeat(5, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * Every photo of a phone, the cover large and a row of small ones; any of them opens the
 * full-screen viewer over all, which alone loads the other photos in full.
 */
export function PhonePhotos({ photos, thumbs, name }: { photos: string[]; thumbs: string[]; name: string }) {
  const [shown, setShown] = useState<number | null>(null);
  const t = useText();
  const format = useFormat();
  const images = photos.map((src, index) => ({
    src,
    alt: t('phone.photoOf', { name, index: format.number(index + 1), count: format.number(photos.length) }),
  }));
  return (
    <Gallery>
      <button type="button" onClick={() => setShown(0)} aria-label={t('phone.viewPhotos', { name })}>
        <img src={photos[0]} alt={name} width={800} height={600} fetchPriority="high" />
      </button>
      {photos.length > 1 && (
        <Thumbnails aria-label={t('phone.photosLabel')}>
          {images.map((image, index) => (
            <li key={image.src}>
              <button type="button" onClick={() => setShown(index)} aria-label={t('phone.viewPhoto', { alt: image.alt })}>
                {/* The cover is already loaded in full above: its small picture is that photo. */}
                <img src={index === 0 ? image.src : (thumbs[index] ?? image.src)} alt="" width={160} height={120} loading="lazy" />
              </button>
            </li>
          ))}
        </Thumbnails>
      )}
      {shown !== null && <ImageViewer open images={images} index={shown} onClose={() => setShown(null)} />}
    </Gallery>
  );
}
