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
