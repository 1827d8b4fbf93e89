/**
 * Why the API refuses an uploaded photo, in the sentence the uploader reads; each has a stable
 * code (PHOTO_<NAME>, refusal-codes.ts), so the apps say it in the reader's language.
 */
export const PHOTO_MESSAGES = {
  empty: 'The photo is empty. Please choose another one.',
  notPhoto: 'Only JPEG, PNG or WebP photos can be uploaded.',
  unreadable: 'This photo could not be read. Please choose a JPEG, PNG or WebP photo.',
  tooManyPixels: 'This photo has too many pixels (at most 40 megapixels). Please choose a smaller one.',
  tooLarge: 'This photo is larger than 5 MB. Please choose a smaller one.',
  missing: 'Please select your photo.',
  wrongField: 'Send the photo in the form field named image.',
  oneAtATime: 'Send one photo at a time.',
  onlyThePhoto: 'Send only the photo, in the form field named image.',
  notAForm: 'Send the photo as a multipart form with one field named image.',
} as const;

/** A photo the API refuses, with the sentence the uploader reads. Always a 4xx. */
export class PhotoRejected extends Error {
  readonly statusCode: number;

  constructor(message: string, statusCode = 400) {
    super(message);
    this.name = 'PhotoRejected';
    this.statusCode = statusCode;
  }
}
