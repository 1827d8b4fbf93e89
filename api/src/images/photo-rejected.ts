/** A photo the API refuses, with the sentence the uploader reads. Always a 4xx. */
export class PhotoRejected extends Error {
  readonly statusCode: number;

  constructor(message: string, statusCode = 400) {
    super(message);
    this.name = 'PhotoRejected';
    this.statusCode = statusCode;
  }
}
