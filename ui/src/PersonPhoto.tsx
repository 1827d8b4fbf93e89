import { useState } from 'react';
import styled from 'styled-components';

const Initial = styled.span<{ $size: number }>`
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  flex: none;
  border-radius: 50%;
  display: grid;
  place-items: center;
  /* Outlined: its fill is the page's own colour, where the dashboard's welcome shows it. */
  border: 1px solid ${({ theme }) => theme.color.line};
  background: ${({ theme }) => theme.color.page};
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ $size }) => Math.round($size * 0.4)}px;
  font-weight: 700;
`;
const Photo = styled.img`
  flex: none;
  border-radius: 50%;
  object-fit: cover;
`;

interface PersonPhotoProps {
  name: string;
  photo: string | null | undefined;
  /** Width and height, in px. */
  size: number;
  /** What the photo is to a screen reader; empty when the name beside it says who it is. */
  alt?: string;
  /** Loaded only near the screen (a long list of people). */
  lazy?: boolean;
  /** For tests: the letter drawn in place of the photo. */
  initialTestId?: string;
}

/**
 * A person's photo, or the first letter of their name when there is none or it does not load
 * (Google photos and addresses that have gone away): never a broken-image icon.
 */
export function PersonPhoto({ name, photo, size, alt = '', lazy = false, initialTestId }: PersonPhotoProps) {
  const [failedPhoto, setFailedPhoto] = useState<string | null>(null);
  if (photo && photo !== failedPhoto) {
    return (
      <Photo
        src={photo}
        alt={alt}
        width={size}
        height={size}
        loading={lazy ? 'lazy' : undefined}
        onError={() => setFailedPhoto(photo)}
      />
    );
  }
  return (
    <Initial $size={size} aria-hidden="true" data-testid={initialTestId}>
      {name.trim().charAt(0).toUpperCase() || '?'}
    </Initial>
  );
}
