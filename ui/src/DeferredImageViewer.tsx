import { lazy, Suspense, type ComponentProps } from 'react';

// The viewer (yet-another-react-lightbox and its stylesheet) is downloaded the first time a photo
// is opened, not with every page that shows a photo.
const ImageViewer = lazy(() => import('./ImageViewer.tsx').then((m) => ({ default: m.ImageViewer })));

/** The full-screen photo viewer, loaded on first use (see ImageViewer.tsx). */
export function DeferredImageViewer(props: ComponentProps<typeof ImageViewer>) {
  return (
    <Suspense fallback={null}>
      <ImageViewer {...props} />
    </Suspense>
  );
}
