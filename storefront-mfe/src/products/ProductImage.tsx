import { useState } from 'react';
import styled from 'styled-components';
import { ImageViewer } from '@sellphones/ui';

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
    aspect-ratio: 4 / 3;
    object-fit: contain;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: -3px;
  }
`;

/** A product photo on a card; a click or Enter opens it in the full-screen viewer. */
export function ProductImage({ src, name }: { src: string; name: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Opener type="button" onClick={() => setOpen(true)} aria-label={`View photo of ${name} full screen`}>
        <img src={src} alt={name} loading="lazy" />
      </Opener>
      {open && <ImageViewer open images={[{ src, alt: name }]} onClose={() => setOpen(false)} />}
    </>
  );
}
