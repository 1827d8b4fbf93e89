import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, notify, ProgressBar } from '@sellphones/ui';
import { signUp } from './account-flows.ts';
import { authErrorMessage } from './auth-error-message.ts';
import { AuthFrame, ErrorText, Field, FieldError, Form, Muted } from './AuthForm.tsx';
import { SignInUnavailable, signInUnavailableReason } from './SignInUnavailable.tsx';
import { useReturnPath } from './useReturnPath.ts';

interface SignUpFields {
  name: string;
  image: FileList;
  email: string;
  password: string;
  sellerAccount: boolean;
}

/** SPEC.md section 5: an uppercase letter, a digit and one of ! @ # $ & *. */
const STRONG_PASSWORD = /^(?=.*[A-Z])(?=.*\d)(?=.*[!@#$&*]).*$/;

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
  const navigate = useNavigate();
  const { returnPath, state } = useReturnPath();
  const [busy, setBusy] = useState(false);
  const [uploadProgress, setUploadProgress] = useState<number | null>(null);
  const [providerError, setProviderError] = useState('');
  const unavailable = signInUnavailableReason();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignUpFields>({ defaultValues: { sellerAccount: false } });

  const createAccount = handleSubmit(async ({ name, image, email, password, sellerAccount }) => {
    const photo = image[0];
    if (!photo) return;
    setBusy(true);
    setProviderError('');
    setUploadProgress(0);
    try {
      await signUp({ name: name.trim(), email, password, photo, sellerAccount }, setUploadProgress);
      notify('Successfully created!', 'success');
      navigate(returnPath, { replace: true });
    } catch (error) {
      setProviderError(authErrorMessage(error));
      setUploadProgress(null);
      setBusy(false);
    }
  });

  const describedBy = (field: keyof SignUpFields) =>
    errors[field] ? `register-${field}-error` : undefined;

  return (
    <AuthFrame title="Sign up">
      {unavailable && <SignInUnavailable reason={unavailable} />}
      <Form onSubmit={createAccount} noValidate aria-label="Sign up">
        <Field>
          <label htmlFor="register-name">Name</label>
          <input
            id="register-name"
            autoComplete="name"
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy('name')}
            {...register('name', {
              required: 'Please enter your name',
              validate: (value) => value.trim() !== '' || 'Please enter your name',
            })}
          />
          <FieldError id="register-name-error" message={errors.name?.message} />
        </Field>
        <Field>
          <label htmlFor="register-image">Photo</label>
          <input
            id="register-image"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            aria-invalid={errors.image ? true : undefined}
            aria-describedby={describedBy('image')}
            {...register('image', {
              validate: (files) => (files && files.length > 0) || 'Please select your photo',
            })}
          />
          <FieldError id="register-image-error" message={errors.image?.message} />
        </Field>
        <Field>
          <label htmlFor="register-email">Email</label>
          <input
            id="register-email"
            type="email"
            autoComplete="email"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy('email')}
            {...register('email', { required: 'Email is required' })}
          />
          <FieldError id="register-email-error" message={errors.email?.message} />
        </Field>
        <Field>
          <label htmlFor="register-password">Password</label>
          <input
            id="register-password"
            type="password"
            autoComplete="new-password"
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={describedBy('password')}
            {...register('password', {
              required: 'Password must be 6 characters or longer',
              minLength: { value: 6, message: 'Password must be 6 characters or longer' },
              pattern: {
                value: STRONG_PASSWORD,
                message: 'Password must have uppercase, number and special characters',
              },
            })}
          />
          <FieldError id="register-password-error" message={errors.password?.message} />
        </Field>
        <Toggle>
          <input type="checkbox" role="switch" {...register('sellerAccount')} />
          Seller Account
        </Toggle>
        {uploadProgress !== null && <ProgressBar value={uploadProgress} label="Uploading your photo" />}
        <Button type="submit" disabled={busy || Boolean(unavailable)}>
          {busy ? 'Loading....' : 'Sign up'}
        </Button>
        {providerError && <ErrorText role="alert">{providerError}</ErrorText>}
      </Form>
      <Muted>
        Already have an account?{' '}
        <Link to="/login" state={state}>
          Login
        </Link>
      </Muted>
    </AuthFrame>
  );
}
