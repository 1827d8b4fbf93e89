import { describe, expect, it } from 'vitest';
import { photoForUpload, uploadSizeOf } from '../src/photo-for-upload.ts';

describe('the size a photo is uploaded at', () => {
  it('brings a camera photo down to the 1600 px the site keeps, its shape kept', () => {
    expect(uploadSizeOf(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(uploadSizeOf(3000, 4000)).toEqual({ width: 1200, height: 1600 });
    expect(uploadSizeOf(8160, 6120)).toEqual({ width: 1600, height: 1200 });
    expect(uploadSizeOf(1080, 2400)).toEqual({ width: 720, height: 1600 });
  });

  it('leaves a photo the site keeps whole as it is', () => {
    expect(uploadSizeOf(1600, 1200)).toBeNull();
    expect(uploadSizeOf(640, 480)).toBeNull();
  });

  it('keeps at least one pixel on the short side of a very long strip', () => {
    expect(uploadSizeOf(20_000, 5)).toEqual({ width: 1600, height: 1 });
  });

  it('sends the file itself where the browser cannot draw it', async () => {
    const file = new File([new Uint8Array(10)], 'phone.jpg', { type: 'image/jpeg' });
    await expect(photoForUpload(file)).resolves.toBe(file);
  });
});
