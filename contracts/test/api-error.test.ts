import { describe, expect, it } from 'vitest';
import { ApiError, isApiError, readableMessage } from '../src/index.ts';

const NETWORK = 'We could not reach the server. Please check your connection and try again.';

/** An ApiError thrown by another app's copy of this package: same shape, another class. */
class OtherCopyApiError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

describe('isApiError', () => {
  it('recognises an ApiError, also one from another copy of the package', () => {
    expect(isApiError(new ApiError(409, 'This phone is already sold'))).toBe(true);
    expect(isApiError(new OtherCopyApiError(403, 'Forbidden'))).toBe(true);
  });

  it('refuses other errors and non-errors', () => {
    expect(isApiError(new Error('boom'))).toBe(false);
    expect(isApiError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isApiError(Object.assign(new Error('no status'), { name: 'ApiError' }))).toBe(false);
    expect(
      isApiError(Object.assign(new Error('text status'), { name: 'ApiError', status: '404' })),
    ).toBe(false);
    expect(isApiError(null)).toBe(false);
    expect(isApiError('ApiError')).toBe(false);
  });
});

describe('readableMessage', () => {
  it("gives the API's own words for a refusal", () => {
    expect(
      readableMessage(
        new ApiError(400, 'Resale price cannot be more than the original price'),
        'Not saved',
      ),
    ).toBe('Resale price cannot be more than the original price');
    expect(
      readableMessage(
        new OtherCopyApiError(409, 'You have already booked this phone.'),
        'Not sent',
      ),
    ).toBe('You have already booked this phone.');
  });

  it('asks to check the connection when the server was not reached', () => {
    expect(readableMessage(new TypeError('Failed to fetch'), 'Not sent')).toBe(NETWORK);
    expect(
      readableMessage(new ApiError(0, 'The upload could not reach the server'), 'Not sent'),
    ).toBe(NETWORK);
  });

  it('falls back to the caller text for anything else, never a raw message', () => {
    expect(
      readableMessage(
        new Error('Cannot read properties of undefined'),
        'The product could not be saved.',
      ),
    ).toBe('The product could not be saved.');
    expect(readableMessage(new ApiError(500, ''), 'The product could not be saved.')).toBe(
      'The product could not be saved.',
    );
    expect(readableMessage(undefined, 'Not sent')).toBe('Not sent');
  });
});
