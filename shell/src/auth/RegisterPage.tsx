import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, fieldControl, FilePicker, FormField, notify, PasswordInput, ProgressBar, useFocusBackAfterRefusal } from '@sellphones/ui';
import { PHOTO_TYPES } from '@sellphones/contracts';
import { useAccountNameCheck, useAccountPhotoCheck, useNewPasswordRules } from './account-fields.ts';
import { signUp } from './account-flows.ts';
import { emailRefusalCode, useAuthErrorMessage } from './auth-error-message.ts';
import { AuthFrame, ErrorText, Form, Muted } from './AuthForm.tsx';
import { CheckYourInbox } from './CheckYourInbox.tsx';
import { SignInUnavailable, signInUnavailableReason } from './SignInUnavailable.tsx';
import { usePreparedSignIn } from './usePreparedSignIn.ts';
import { useReturnPath } from './useReturnPath.ts';
import { WELL_FORMED_EMAIL } from './well-formed-email.ts';
import { useText } from '../texts.ts';

interface SignUpFields {
  name: string;
  image: FileList;
  email: string;
  password: string;
  sellerAccount: boolean;
}

const Toggle = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: 44px;
  font-weight: 600;
  cursor: pointer;
  input {
    width: 22px;
    height: 22px;
    accent-color: ${({ theme }) => theme.color.brand};
  }
`;

export function RegisterPage() {
  const { state } = useReturnPath();
  const [busy, setBusy] = useState(false);
  const t = useText();
  const checkName = useAccountNameCheck();
  const checkPhoto = useAccountPhotoCheck({ required: true });
  const passwordRules = useNewPasswordRules();
  const authErrorMessage = useAuthErrorMessage();
  const [uploadProgress, setUploadProgress] = useState<number | null>(null);
  const [providerError, setProviderError] = useState('');
  const [created, setCreated] = useState<{ email: string; verificationSent: boolean } | null>(null);
  const unavailable = signInUnavailableReason();
  usePreparedSignIn(Boolean(unavailable));
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors },
  } = useForm<SignUpFields>({ defaultValues: { sellerAccount: false } });
  const chosenPhoto = useWatch({ control, name: 'image' })?.[0];

  // Sign up is disabled while it waits, which takes the keyboard off it: a refusal puts it back.
  const pressed = useFocusBackAfterRefusal(busy, providerError);
  const createAccount = handleSubmit(async ({ name, image, email, password, sellerAccount }) => {
    const photo = image[0];
    if (!photo) return;
    const giveFocusBack = pressed();
    setBusy(true);
    setProviderError('');
    setUploadProgress(0);
    try {
      const { verificationSent, photoSaved } = await signUp(
        { name: name.trim(), email, password, photo, sellerAccount },
        { onUploadProgress: setUploadProgress, onSaved: () => notify(t('auth.saved'), 'success') },
      );
      notify(t('auth.created'), 'success');
      if (!photoSaved) notify(t('auth.photoNotSaved'), 'error');
      setCreated({ email, verificationSent });
    } catch (error) {
      setUploadProgress(null);
      setBusy(false);
      // A refused email (malformed, already someone's) is shown at its field, where it is corrected.
      const refusal = emailRefusalCode(error);
      if (refusal) {
        // Already an account's: the way in is the login page (with its password reset).
        setError('email', { type: refusal === 'auth/email-already-in-use' ? 'taken' : 'refused', message: t(`auth.errors.${refusal}`) }, { shouldFocus: true });
        return;
      }
      setProviderError(authErrorMessage(error));
      giveFocusBack();
    }
  });

  if (created) return <CheckYourInbox {...created} loginState={state} />;

  return (
    <AuthFrame title={t('auth.signUp')}>
      {unavailable && <SignInUnavailable reason={unavailable} />}
      <Form onSubmit={createAccount} noValidate aria-label={t('auth.signUp')}>
        <FormField id="register-name" label={t('auth.name')} error={errors.name?.message}>
          <input
            autoComplete="name"
            {...fieldControl('register-name', errors.name?.message)}
            {...register('name', { validate: checkName })}
          />
        </FormField>
        <FormField id="register-image" label={t('auth.photo')} error={errors.image?.message}>
          <FilePicker
            action={t('auth.choosePhoto')}
            status={chosenPhoto?.name ?? t('auth.noPhotoChosen')}
            accept={PHOTO_TYPES.join(',')}
            {...fieldControl('register-image', errors.image?.message)}
            {...register('image', { validate: checkPhoto })}
          />
        </FormField>
        <FormField id="register-email" label={t('auth.email')} error={errors.email?.message}>
          <input
            type="email"
            autoComplete="email"
            {...fieldControl('register-email', errors.email?.message)}
            {...register('email', {
              required: t('auth.emailRequiredShort'),
              pattern: { value: WELL_FORMED_EMAIL, message: t('auth.emailMalformed') },
            })}
          />
        </FormField>
        {errors.email?.type === 'taken' && (
          <Muted>
            {t('auth.emailTakenYours')}{' '}
            <Link to="/login" state={state}>
              {t('auth.emailTakenLogIn')}
            </Link>
          </Muted>
        )}
        <FormField id="register-password" label={t('auth.password')} error={errors.password?.message} hint={t('auth.passwordHint')}>
          <PasswordInput
            autoComplete="new-password"
            {...fieldControl('register-password', errors.password?.message, { hint: true })}
            {...register('password', passwordRules)}
          />
        </FormField>
        <Toggle>
          <input type="checkbox" role="switch" {...register('sellerAccount')} />
          {t('auth.sellerAccount')}
        </Toggle>
        {uploadProgress !== null && <ProgressBar value={uploadProgress} label={t('auth.uploadingPhoto')} />}
        <Button type="submit" disabled={busy || Boolean(unavailable)}>
          {busy ? t('auth.loading') : t('auth.signUp')}
        </Button>
        {providerError && <ErrorText role="alert">{providerError}</ErrorText>}
      </Form>
      <Muted>
        {t('auth.haveAccount')}{' '}
        <Link to="/login" state={state}>
          {t('auth.login')}
        </Link>
      </Muted>
    </AuthFrame>
  );
}
