import { useLayoutEffect, useRef, useState } from 'react';
import { createGlobalStyle } from 'styled-components';
import Lightbox, { IconButton, createIcon, type Slide } from 'yet-another-react-lightbox';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import { useCommonText } from './i18n/app-texts.ts';
import { useFormat } from './i18n/format-hooks.ts';

declare module 'yet-another-react-lightbox' {
  interface Labels {
    Rotate?: string;
  }
}

// The viewer's stylesheet removes the outline of its buttons: a keyboard user must see which one
// has focus (white on the viewer's dark backdrop, 3 px, as everywhere else).
const VisibleToolbarFocus = createGlobalStyle`
  .yarl__button:focus-visible {
    outline: 3px solid #fff;
    outline-offset: -3px;
    border-radius: 6px;
  }
`;

export interface ViewerImage {
  src: string;
  alt: string;
}

interface ImageViewerProps {
  open: boolean;
  images: ViewerImage[];
  /** The image shown first. */
  index?: number;
  onClose(): void;
}

const RotateIcon = createIcon(
  'Rotate',
  <path d="M7.11 8.53 5.7 7.11C4.8 8.27 4.24 9.61 4.07 11h2.02c.14-.87.49-1.72 1.02-2.47zM6.09 13H4.07c.17 1.39.72 2.73 1.62 3.89l1.41-1.42c-.52-.75-.87-1.59-1.01-2.47zm1.01 5.32c1.16.9 2.51 1.44 3.9 1.61V17.9c-.87-.15-1.71-.49-2.46-1.03L7.1 18.32zM13 4.07V1L8.45 5.55 13 10V6.09c2.84.48 5 2.94 5 5.91s-2.16 5.43-5 5.91v2.02c3.95-.49 7-3.85 7-7.93s-3.05-7.44-7-7.93z" />,
);

/** The viewer's words by the library's label names (the rotate button's too), in the reader's language. */
const VIEWER_LABELS = ['Previous', 'Next', 'Close', 'Zoom in', 'Zoom out', 'Lightbox', 'Photo gallery', 'Slide', 'Carousel', '{index} of {total}', 'Rotate'];

/**
 * Names the slide around it, on the viewer's own group: the viewer numbers each slide
 * '{index} of {total}' in Latin digits whatever the language, and a Bangla screen reader must say
 * '২টির মধ্যে ১', not '2টির মধ্যে 1'.
 */
function SlideName({ name }: { name: string }) {
  const mark = useRef<HTMLSpanElement>(null);
  // After every render: the viewer puts its own, Latin-digit name back whenever its numbers change.
  useLayoutEffect(() => {
    mark.current?.parentElement?.setAttribute('aria-label', name);
  });
  return <span ref={mark} hidden />;
}

/**
 * The full-screen viewer of product photos: swipe or arrow keys between photos, pinch, wheel or
 * double tap to zoom, a button that turns the photo by 90 degrees, Escape or a pull down to close.
 */
export function ImageViewer({ open, images, index = 0, onClose }: ImageViewerProps) {
  const [rotation, setRotation] = useState(0);
  const t = useCommonText();
  const format = useFormat();
  const slides: Slide[] = images.map((image) => ({ src: image.src, alt: image.alt }));
  // '২টির মধ্যে ১' in Bangla: the slide's numbers in the reader's digits.
  const slideName = (slide: Slide) =>
    t('viewer.{index} of {total}')
      .replace('{index}', format.number(slides.indexOf(slide) + 1))
      .replace('{total}', format.number(slides.length));
  return (
    <>
      <VisibleToolbarFocus />
      <Lightbox
        open={open}
        close={() => {
          setRotation(0);
          onClose();
        }}
        index={index}
        slides={slides}
        plugins={[Zoom]}
        labels={VIEWER_LABELS.reduce<Record<string, string>>((labels, label) => ({ ...labels, [label]: t(`viewer.${label}`) }), {})}
        controller={{ closeOnPullDown: true, closeOnBackdropClick: true }}
        // A new photo starts upright.
        on={{ view: () => setRotation(0) }}
        carousel={{
          finite: images.length <= 1,
          imageProps: {
            style: { transform: `rotate(${rotation}deg)`, transition: 'transform 0.2s ease' },
          },
        }}
        render={{
          slideHeader: ({ slide }) => <SlideName name={slideName(slide)} />,
          ...(images.length <= 1 ? { buttonPrev: () => null, buttonNext: () => null } : {}),
        }}
        toolbar={{
          buttons: [
            <IconButton
              key="rotate"
              label="Rotate"
              icon={RotateIcon}
              onClick={() => setRotation((degrees) => degrees + 90)}
            />,
            'close',
          ],
        }}
      />
    </>
  );
}
