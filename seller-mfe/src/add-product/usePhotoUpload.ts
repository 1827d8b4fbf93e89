import { useErrorText } from '@sellphones/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ShellApi } from '@sellphones/contracts';
import { useText } from '../texts.ts';

export interface PhotoUpload {
  status: 'idle' | 'uploading' | 'uploaded' | 'failed';
  /** 0 to 1 while uploading. */
  progress: number;
  /** The local preview of the chosen file. */
  previewUrl: string | null;
  /** The stored photo's address, once uploaded: what the product is saved with. */
  url: string | null;
  error: string | null;
}

/** The API's limit; checked here too so a seller is not made to wait for a refusal. */
const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

const IDLE: PhotoUpload = { status: 'idle', progress: 0, previewUrl: null, url: null, error: null };

function previewOf(file: File): string | null {
  // jsdom and very old browsers have no object URLs; the preview is then simply not shown.
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
}

/**
 * Uploads a photo as soon as it is chosen, so the seller sees progress and a preview while
 * filling in the rest of the form. A newer choice supersedes an upload still under way.
 */
export function usePhotoUpload(shell: Pick<ShellApi, 'uploadImage'>) {
  const [upload, setUpload] = useState<PhotoUpload>(IDLE);
  const t = useText();
  const errorText = useErrorText();
  const latest = useRef(0);
  const lastFile = useRef<File | null>(null);

  useEffect(() => {
    const preview = upload.previewUrl;
    return () => {
      if (preview) URL.revokeObjectURL(preview);
    };
  }, [upload.previewUrl]);

  const start = useCallback(
    async (file: File | null) => {
      const attempt = ++latest.current;
      lastFile.current = file;
      if (!file) {
        setUpload(IDLE);
        return;
      }
      if (file.size > MAX_PHOTO_BYTES) {
        setUpload({
          ...IDLE,
          status: 'failed',
          error: t('photo.tooLarge'),
        });
        return;
      }
      setUpload({ status: 'uploading', progress: 0, previewUrl: previewOf(file), url: null, error: null });
      try {
        const result = await shell.uploadImage(file, (progress) => {
          if (attempt === latest.current) setUpload((current) => ({ ...current, progress }));
        });
        if (attempt !== latest.current) return;
        setUpload((current) => ({ ...current, status: 'uploaded', progress: 1, url: result.data.display_url }));
      } catch (err) {
        if (attempt !== latest.current) return;
        setUpload((current) => ({ ...current, status: 'failed', error: errorText(err, t('photo.failed')) }));
      }
    },
    [shell, t, errorText],
  );

  const retry = useCallback(() => start(lastFile.current), [start]);

  return { upload, start, retry };
}
