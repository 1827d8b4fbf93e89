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

interface ProductImageProps {
  src: string;
  name: string;
  /** The first card's photo is the page's largest paint: fetched first, never lazily. */
  priority?: boolean;
  /** Called once the photo is shown, or has failed to load. */
  onSettled?: () => void;
}

/** A product photo on a card; a click or Enter opens it in the full-screen viewer. */
export function ProductImage({ src, name, priority = false, onSettled }: ProductImageProps) {
  const [open, setOpen] = useState(false);
  const t = useText();
  return (
    <>
      <Opener type="button" onClick={() => setOpen(true)} aria-label={t('card.viewPhoto', { name })}>
        <img
          src={src}
          alt={name}
          width={400}
          height={300}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          onLoad={onSettled}
          onError={onSettled}
        />
      </Opener>
      {open && <ImageViewer open images={[{ src, alt: name }]} onClose={() => setOpen(false)} />}
    </>
  );
}
