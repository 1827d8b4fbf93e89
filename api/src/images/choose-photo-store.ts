import type { AppConfig } from '../config.ts';
import { ImgbbPhotoStore } from './imgbb-photo-store.ts';
import { LocalPhotoStore } from './local-photo-store.ts';
import type { PhotoStore } from './photo-store.ts';

/**
 * S3 when S3_BUCKET is set, imgbb when IMGBB_API_KEY is (config refuses both), else local disk.
 * The AWS SDK is loaded only for S3: it adds seconds to every start that does not use it.
 */
export async function choosePhotoStore(
  config: Pick<AppConfig, 's3' | 'imgbbApiKey' | 'imgbbUploadUrl' | 'dataDir'>,
): Promise<PhotoStore> {
  if (config.s3) {
    const { S3PhotoStore } = await import('./s3-photo-store.ts');
    return new S3PhotoStore(config.s3);
  }
  const local = new LocalPhotoStore(config.dataDir);
  if (config.imgbbApiKey) return new ImgbbPhotoStore({ apiKey: config.imgbbApiKey, uploadUrl: config.imgbbUploadUrl }, local);
  return local;
}
