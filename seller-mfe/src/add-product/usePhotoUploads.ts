import { useErrorText } from '@sellphones/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError, isPhotoTheApiTakes, type ShellApi } from '@sellphones/contracts';
import { MORE_PHOTOS_MAX } from '@sellphones/contracts/schemas';
import type { KeptPhoto } from './listing-draft.ts';
import { useText } from '../texts.ts';

export interface PhotoUpload {
  /** Names this photo while it moves in the list. */
  key: number;
  status: 'uploading' | 'uploaded' | 'failed';
  /** 0 to 1 while uploading; null until sending starts (the browser may first be making it smaller). */
  progress: number | null;
  /** The local preview of the chosen file. */
  previewUrl: string | null;
  /** The stored photo's address, once uploaded: what the product is saved with. */
  url: string | null;
  /** When the upload finished (the API deletes uploads no listing uses after a day). */
  uploadedAt: number | null;
  error: string | null;
  /** A failed upload that can work if tried again (no answer, or the API's own failure), not a refused file. */
  retryable: boolean;
  /** The chosen file; null for a photo given back from a draft, which is uploaded already. */
  file: File | null;
}

/** The cover and the others the API takes. */
export const MAX_PHOTOS = 1 + MORE_PHOTOS_MAX;


/**
 * The API refused the file itself (4xx): sending it again gets the same answer. A wait (408, 429),
 * a server failure (5xx) or no answer at all can be tried again.
 */
function isRefusal(err: unknown): boolean {
  return isApiError(err) && err.status >= 400 && err.status < 500 && err.status !== 408 && err.status !== 429;
}

function previewOf(file: File): string | null {
  // jsdom and very old browsers have no object URLs; the preview is then simply not shown.
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
}

function forget(photo: PhotoUpload): void {
  // Only a chosen file's preview is an object URL; a kept photo's is an address of the API.
  if (photo.file && photo.previewUrl) URL.revokeObjectURL(photo.previewUrl);
}

/** Why a listing's photos cannot be saved yet, as the text that says so. */
export type PhotosNotReady = 'addProduct.waitUpload' | 'addProduct.photoFailed' | 'addProduct.photoRefused' | 'addProduct.rules.image';

/** The stored photos to save, the cover first; or why not yet: one still uploading, one failed or refused, none. */
export function photosToSave(photos: readonly PhotoUpload[]): { urls: [string, ...string[]] } | { notReady: PhotosNotReady } {
  if (photos.some((photo) => photo.status === 'uploading')) return { notReady: 'addProduct.waitUpload' };
  if (photos.some((photo) => photo.status === 'failed' && !photo.retryable)) return { notReady: 'addProduct.photoRefused' };
  if (photos.some((photo) => photo.status === 'failed')) return { notReady: 'addProduct.photoFailed' };
  const urls = photos.flatMap((photo) => (photo.url ? [photo.url] : []));
  return urls.length > 0 ? { urls: urls as [string, ...string[]] } : { notReady: 'addProduct.rules.image' };
}

/** A photo given back from a draft: uploaded already, shown from its stored address. */
const keptUpload = (photo: KeptPhoto, key: number): PhotoUpload => ({
  key,
  status: 'uploaded',
  progress: 1,
  previewUrl: photo.preview ?? null,
  url: photo.url,
  uploadedAt: photo.uploadedAt,
  error: null,
  retryable: false,
  file: null,
});

/**
 * A listing's photos, each uploaded as soon as it is chosen so the seller sees its progress and a
 * preview while filling in the rest of the form. The first is the cover; the seller can reorder,
 * remove and retry. `kept`: photos of a draft, uploaded before. `count` is read synchronously by
 * the form's validation.
 */
export function usePhotoUploads(shell: Pick<ShellApi, 'uploadImage'>, kept: readonly KeptPhoto[] = []) {
  const [photos, setPhotos] = useState<PhotoUpload[]>(() => kept.map(keptUpload));
  const [overLimit, setOverLimit] = useState(false);
  /** The names of the files of the last choice that were not photos the site takes; the next choice replaces them. */
  const [notAdded, setNotAdded] = useState<string[]>([]);
  const t = useText();
  const errorText = useErrorText();
  const nextKey = useRef(kept.length);
  const current = useRef<PhotoUpload[]>(photos);
  const count = useRef(photos.length);

  useEffect(() => {
    current.current = photos;
  }, [photos]);
  useEffect(() => () => current.current.forEach(forget), []);

  const change = useCallback((key: number, patch: Partial<PhotoUpload>) => {
    setPhotos((list) => list.map((photo) => (photo.key === key ? { ...photo, ...patch } : photo)));
  }, []);

  /** What the API's refusal of a file says, in the reader's language: its type, its size, or its own words. */
  const refusalText = useCallback(
    (err: unknown) => {
      const status = isApiError(err) ? err.status : 0;
      if (status === 415) return t('photo.notPhoto');
      if (status === 413) return t('photo.tooLarge');
      return errorText(err, t('photo.refused'));
    },
    [t, errorText],
  );

  const upload = useCallback(
    async (key: number, file: File, previewUrl: string | null) => {
      change(key, { status: 'uploading', progress: null, error: null });
      try {
        const result = await shell.uploadImage(file, (progress) => change(key, { progress }));
        change(key, { status: 'uploaded', progress: 1, url: result.data.display_url, uploadedAt: Date.now() });
      } catch (err) {
        if (isRefusal(err)) {
          // A file the API refused may be no picture at all, which the browser would show broken.
          if (previewUrl) URL.revokeObjectURL(previewUrl);
          change(key, { status: 'failed', error: refusalText(err), retryable: false, previewUrl: null });
        } else {
          change(key, { status: 'failed', error: errorText(err, t('photo.failed')), retryable: true });
        }
      }
    },
    [shell, t, errorText, refusalText, change],
  );

  const add = useCallback(
    (files: File[]) => {
      // A file that is not a photo the API takes is left out before the five are counted: it takes
      // no slot. Its size is no reason: a large photo is made smaller on the way (photoForUpload).
      const photoFiles = files.filter(isPhotoTheApiTakes);
      setNotAdded(files.filter((file) => !isPhotoTheApiTakes(file)).map((file) => file.name));
      const room = Math.max(0, MAX_PHOTOS - count.current);
      setOverLimit(photoFiles.length > room);
      const added = photoFiles.slice(0, room).map(
        (file): PhotoUpload => ({
          key: nextKey.current++,
          status: 'uploading',
          progress: null,
          previewUrl: previewOf(file),
          url: null,
          uploadedAt: null,
          error: null,
          retryable: false,
          file,
        }),
      );
      count.current += added.length;
      setPhotos((list) => [...list, ...added]);
      added.forEach(({ key, file, previewUrl }) => {
        if (file) void upload(key, file, previewUrl);
      });
    },
    [upload],
  );

  const remove = useCallback((key: number) => {
    const photo = current.current.find((one) => one.key === key);
    if (!photo) return;
    forget(photo);
    count.current -= 1;
    setOverLimit(false);
    setPhotos((list) => list.filter((one) => one.key !== key));
  }, []);

  /** Moves a photo one place earlier (-1) or later (+1); the first place is the cover. */
  const move = useCallback((key: number, by: -1 | 1) => {
    setPhotos((list) => {
      const from = list.findIndex((one) => one.key === key);
      const to = from + by;
      if (from < 0 || to < 0 || to >= list.length) return list;
      const next = [...list];
      [next[from], next[to]] = [next[to]!, next[from]!];
      return next;
    });
  }, []);

  const retry = useCallback(
    (key: number) => {
      const photo = current.current.find((one) => one.key === key);
      if (photo?.file && photo.retryable) void upload(key, photo.file, photo.previewUrl);
    },
    [upload],
  );

  /** Removes every photo (starting the listing over). */
  const clear = useCallback(() => {
    current.current.forEach(forget);
    count.current = 0;
    setOverLimit(false);
    setNotAdded([]);
    setPhotos([]);
  }, []);

  return { photos, overLimit, notAdded, count, add, remove, move, retry, clear };
}

export type PhotoUploads = ReturnType<typeof usePhotoUploads>;
