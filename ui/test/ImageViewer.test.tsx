import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '@sellphones/contracts';
import { LocaleProvider } from '../src/i18n/locale-context.tsx';
import { ImageViewer } from '../src/ImageViewer.tsx';

afterEach(cleanup);

const PHOTOS = ['front', 'back', 'box'].map((side) => ({ src: `/${side}.jpg`, alt: `Oppo A5, ${side}` }));

function openViewer(language: Language, photos: typeof PHOTOS, index = 0) {
  render(
    <LocaleProvider language={language} currency="BDT">
      <ImageViewer open images={photos} index={index} onClose={() => {}} />
    </LocaleProvider>,
  );
}

/** What a screen reader names the photo shown: the one slide that is not inert. */
const shownPhoto = () =>
  screen
    .getAllByRole('group')
    .filter((slide) => !slide.closest('[inert]'))
    .map((slide) => slide.getAttribute('aria-label'));

describe('the photo viewer', () => {
  it('numbers the photo shown in Bangla digits for a Bangla reader', async () => {
    openViewer('bn', PHOTOS.slice(0, 1));
    expect(shownPhoto()).toEqual(['১টির মধ্যে ১']);
    cleanup();

    openViewer('bn', PHOTOS, 1);
    expect(shownPhoto()).toEqual(['৩টির মধ্যে ২']);
    // The photos on either side are numbered as they will be read.
    const named = screen.getAllByRole('group').map((slide) => slide.getAttribute('aria-label'));
    expect(new Set(named)).toEqual(new Set(['৩টির মধ্যে ১', '৩টির মধ্যে ২', '৩টির মধ্যে ৩']));
    await userEvent.click(screen.getByRole('button', { name: 'পরের' }));
    await waitFor(() => expect(shownPhoto()).toEqual(['৩টির মধ্যে ৩']));
  });

  it('numbers it in Latin digits for an English reader', () => {
    openViewer('en', PHOTOS, 2);
    expect(shownPhoto()).toEqual(['3 of 3']);
  });
});
