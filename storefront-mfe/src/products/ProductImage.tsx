import { useState } from 'react';
import styled from 'styled-components';
import { ImageViewer } from '@sellphones/ui';
import { useText } from '../texts.ts';

const Opener = styled.button`
  display: block;
  width: 100%;
  padding: 0;
  border: none;
  background: ${({ theme }) => theme.color.page};
  cursor: zoom-in;
  picture,
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
    object-fit: contain;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: -3px;
  }
`;

/**
 * A phone's screen is at most this wide: its cards show the thumbnail whatever the screen's
 * density. On a 390 px phone the card is 358 px wide; at 3 device pixels per CSS pixel the
 * density alone would choose the 1600 px photo (five times the bytes, on mobile data), while the
 * 480 px thumbnail gives 1.3 device pixels per CSS pixel: enough for a card, whose photo opens
 * in full in the viewer.
 */
const PHONE_SCREEN_MAX = '480px';

/** How wide a card's photo is shown, for the browser's choice between the two sizes (`sizes`). */
export const CARD_PHOTO_SIZES = {
  /**
   * A category page's grid (ListingResults): one column, or two from 768 px, in the page's
   * 1200 px column with 16 px sides and a 20 px gap.
   */
  listing: '(min-width: 1200px) 574px, (min-width: 768px) calc(50vw - 26px), calc(100vw - 32px)',
  /** The home page's cards (CardGrid, at least 260 px each, 16 px apart) in the same column. */
  advertised:
    '(min-width: 1200px) 280px, (min-width: 1120px) calc(25vw - 20px), (min-width: 844px) calc(33vw - 21px), ' +
    '(min-width: 568px) calc(50vw - 24px), calc(100vw - 32px)',
};

interface ProductImageProps {
  /** The full photo (up to 1600 px): for the viewer, and for a card shown wide enough to need it. */
  src: string;
  /** Its thumbnail (up to 480 px), which most cards show; the full photo where there is none. */
  thumb: string;
  /** How wide the card shows its photo: one of CARD_PHOTO_SIZES. */
  sizes: string;
  name: string;
  /** The first card's photo is the page's largest paint: fetched first, never lazily. */
  priority?: boolean;
}

/**
 * A product photo on a card, from its thumbnail unless the card is shown wider than the
 * thumbnail on a larger screen; a click or Enter opens the full photo in the full-screen viewer.
 */
export function ProductImage({ src, thumb, sizes, name, priority = false }: ProductImageProps) {
  const [open, setOpen] = useState(false);
  const t = useText();
  const twoSizes = thumb !== src;
  return (
    <>
      <Opener type="button" onClick={() => setOpen(true)} aria-label={t('card.viewPhoto', { name })}>
        <picture>
          {twoSizes && <source media={`(max-width: ${PHONE_SCREEN_MAX})`} srcSet={thumb} />}
          <img
            src={thumb}
            srcSet={twoSizes ? `${thumb} 480w, ${src} 1600w` : undefined}
            sizes={twoSizes ? sizes : undefined}
            alt={name}
            width={400}
            height={300}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
          />
        </picture>
      </Opener>
      {open && <ImageViewer open images={[{ src, alt: name }]} onClose={() => setOpen(false)} />}
    </>
  );
}
