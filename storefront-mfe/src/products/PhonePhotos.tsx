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
 * How wide the cover is shown (PhonePage's Layout): the whole 1200 px column less its 16 px sides
 * on a phone, three fifths of it beside the details (20 px apart) from 768 px.
 */
const COVER_SIZES = '(min-width: 1200px) 689px, (min-width: 768px) calc(60vw - 31px), calc(100vw - 32px)';

interface PhonePhotosProps {
  /** Every photo in full, the cover first: for the viewer. */
  photos: string[];
  /** Their thumbnails (480 px), in the same order. */
  thumbs: string[];
  /** The cover at 1080 px, enough for any phone's screen: `photos[0]` where there is none. */
  coverMedium: string;
  name: string;
}

/**
 * Every photo of a phone, the cover large and a row of small ones; any of them opens the
 * full-screen viewer over all, which alone loads the photos in full. The cover is the size the
 * screen needs of its three (thumbnail, medium, full): on mobile data, not the full photo.
 */
export function PhonePhotos({ photos, thumbs, coverMedium, name }: PhonePhotosProps) {
  const [shown, setShown] = useState<number | null>(null);
  const t = useText();
  const format = useFormat();
  // The cover's picture in the row below is the same file, chosen the same way: no second download.
  const coverSource =
    coverMedium === photos[0]
      ? { src: coverMedium }
      : { src: coverMedium, srcSet: `${thumbs[0]} 480w, ${coverMedium} 1080w, ${photos[0]} 1600w`, sizes: COVER_SIZES };
  const images = photos.map((src, index) => ({
    src,
    alt: t('phone.photoOf', { name, index: format.number(index + 1), count: format.number(photos.length) }),
  }));
  return (
    <Gallery>
      <button type="button" onClick={() => setShown(0)} aria-label={t('phone.viewPhotos', { name })}>
        <img {...coverSource} alt={name} width={800} height={600} fetchPriority="high" />
      </button>
      {photos.length > 1 && (
        <Thumbnails aria-label={t('phone.photosLabel')}>
          {images.map((image, index) => (
            <li key={image.src}>
              <button type="button" onClick={() => setShown(index)} aria-label={t('phone.viewPhoto', { alt: image.alt })}>
                {index === 0 ? (
                  <img {...coverSource} alt="" width={160} height={120} />
                ) : (
                  <img src={thumbs[index] ?? image.src} alt="" width={160} height={120} loading="lazy" />
                )}
              </button>
            </li>
          ))}
        </Thumbnails>
      )}
      {shown !== null && <ImageViewer open images={images} index={shown} onClose={() => setShown(null)} />}
    </Gallery>
  );
}
