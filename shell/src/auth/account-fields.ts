import { useCallback, useMemo } from 'react';
import { useFormat } from '@sellphones/ui';
import { isDrawablePhoto, isPhotoTheApiTakes } from '@sellphones/contracts';
import { ACCOUNT_NAME_MAX } from '@sellphones/contracts/schemas';
import { useText } from '../texts.ts';

/**
 * The check of the name an account shows (sign-up, Your profile): given, and within the API's
 * limit, said here because past it the account could not be saved.
 */
export function useAccountNameCheck(): (value: string) => string | true {
  const t = useText();
  const format = useFormat();
  return useCallback(
    (value: string) => {
      const typed = value.trim();
      if (typed === '') return t('auth.nameRequired');
      return typed.length <= ACCOUNT_NAME_MAX || t('auth.nameTooLong', { max: format.number(ACCOUNT_NAME_MAX), count: format.number(typed.length) });
    },
    [t, format],
  );
}

/**
 * The check of an account's photo, before anything is sent: a file the API takes and the browser
 * can draw. `required`: sign-up asks for one; Your profile keeps the photo when none is chosen.
 */
export function useAccountPhotoCheck({ required }: { required: boolean }): (files: FileList | undefined) => Promise<string | true> {
  const t = useText();
  return useCallback(
    async (files: FileList | undefined) => {
      const photo = files?.[0];
      if (!photo) return required ? t('auth.photoRequired') : true;
      return (isPhotoTheApiTakes(photo) && (await isDrawablePhoto(photo))) || t('auth.notPhoto');
    },
    [t, required],
  );
}

/** The password rule of a new password: an uppercase letter, a digit and one of ! @ # $ & *. */
const STRONG_PASSWORD = /^(?=.*[A-Z])(?=.*\d)(?=.*[!@#$&*]).*$/;

/** The rules of a new password (sign-up, Your profile), with their messages in the reader's language. */
export function useNewPasswordRules() {
  const t = useText();
  return useMemo(
    () => ({
      required: t('auth.passwordShort'),
      minLength: { value: 6, message: t('auth.passwordShort') },
      pattern: { value: STRONG_PASSWORD, message: t('auth.passwordRule') },
    }),
    [t],
  );
}
