/**
 * A well-formed address: something, an @, and a domain with a dot. The forms check it before
 * sending, so a typo is shown at the email field instead of coming back from the identity provider.
 */
export const WELL_FORMED_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
