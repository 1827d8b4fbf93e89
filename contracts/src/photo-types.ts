/** The photo types POST /images takes (it answers any other with 415); the pickers offer only these. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/**
 * Whether POST /images would take this file as a photo, known before anything is sent. A file
 * whose type the browser does not know is sent: the API reads what is inside. Its size is no
 * reason to refuse it here: a large photo is made smaller on the way (photoForUpload).
 */
export function isPhotoTheApiTakes(file: File): boolean {
  return !file.type || PHOTO_TYPES.includes(file.type);
}

/**
 * Whether the browser can draw the chosen file: one named .png that is not a picture cannot be,
 * and POST /images would refuse it after a sign-up had already made the account. True where the
 * browser cannot tell (no createImageBitmap): the API then says.
 */
export async function isDrawablePhoto(file: Blob): Promise<boolean> {
  if (typeof createImageBitmap !== 'function') return true;
  try {
    (await createImageBitmap(file)).close();
    return true;
  } catch {
    return false;
  }
}
