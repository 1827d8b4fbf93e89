import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, EmailAddress, fieldControl, FormField, notify, PasswordInput, useFocusBackAfterRefusal } from '@sellphones/ui';
import { isEmailNotVerified } from '@sellphones/contracts';
import { logInWithPassword, resendEmailVerification, sendPasswordReset } from './account-flows.ts';
import { useAuthErrorMessage } from './auth-error-message.ts';
import { AuthFrame, Divider, ErrorText, Form, Muted } from './AuthForm.tsx';
import { EmailNotVerified } from './EmailNotVerified.tsx';
import { GoogleSignInButton } from './GoogleSignInButton.tsx';
import { SignInUnavailable, signInUnavailableReason } from './SignInUnavailable.tsx';
import { usePreparedSignIn } from './usePreparedSignIn.ts';
import { useReturnPath } from './useReturnPath.ts';
import { WELL_FORMED_EMAIL } from './well-formed-email.ts';
import { useText } from '../texts.ts';

interface LoginFields {
  email: string;
  password: string;
}

const DemoBox = styled.div`
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.page};
  border: 1px dashed ${({ theme }) => theme.color.line};
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
const LinkButton = styled.button`
  justify-self: start;
  padding: 0;
  border: none;
  background: none;
  font: inherit;
  color: ${({ theme }) => theme.color.brand};
  text-decoration: underline;
  cursor: pointer;
`;

/** The demo buyer account that `npm start` and the cluster create, shown so a visitor can try the product. */
const DEMO_BUYER = { email: 'demo.buyer@sellphones.test', password: 'Demo#Buyer1' };

export function LoginPage() {
  const navigate = useNavigate();
  const { returnPath, state } = useReturnPath();
  const [busy, setBusy] = useState(false);
  const t = useText();
  const authErrorMessage = useAuthErrorMessage();
  const [providerError, setProviderError] = useState('');
  // A password account that logged in before opening its verification link.
  const [unverified, setUnverified] = useState<{ email: string; password: string; resent: boolean } | null>(null);
  const unavailable = signInUnavailableReason();
  usePreparedSignIn(Boolean(unavailable));
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<LoginFields>();

  const backToWhereTheyWere = () => navigate(returnPath, { replace: true });

  // Login is disabled while it waits, which takes the keyboard off it: a refusal puts it back.
  const pressed = useFocusBackAfterRefusal(busy, providerError);
  const logIn = handleSubmit(async ({ email, password }) => {
    const giveFocusBack = pressed();
    setBusy(true);
    setProviderError('');
    setUnverified(null);
    try {
      await logInWithPassword(email, password);
      notify(t('auth.loggedIn'), 'success');
      backToWhereTheyWere();
    } catch (error) {
      if (isEmailNotVerified(error)) setUnverified({ email, password, resent: false });
      else setProviderError(authErrorMessage(error));
      setBusy(false);
      giveFocusBack();
    }
  });

  const resendVerification = async () => {
    if (!unverified) return;
    setBusy(true);
    setProviderError('');
    try {
      await resendEmailVerification(unverified.email, unverified.password);
      setUnverified({ ...unverified, resent: true });
    } catch (error) {
      setProviderError(authErrorMessage(error));
    }
    setBusy(false);
  };

  const resetPassword = async () => {
    const email = getValues('email').trim();
    // An empty or malformed address is refused on the email field, where the keyboard goes to
    // correct it; it replaces the field's own message, so the page says one thing. The identity
    // provider could refuse a malformed address as it refuses an unknown one, which the form
    // answers, on purpose, as if a link went out.
    setProviderError('');
    if (!WELL_FORMED_EMAIL.test(email)) {
      setError('email', { type: 'reset', message: t(email ? 'auth.emailMalformed' : 'auth.enterEmail') }, { shouldFocus: true });
      return;
    }
    clearErrors('email');
    try {
      await sendPasswordReset(email);
      notify(t('auth.resetSent'), 'success');
    } catch (error) {
      setProviderError(authErrorMessage(error));
    }
  };

  return (
    <AuthFrame title={t('auth.login')}>
      <DemoBox aria-label={t('auth.demo')}>
        <p>
          <strong>{t('auth.demoBuyer')}</strong>: <EmailAddress email={DEMO_BUYER.email} />
        </p>
        <p>
          {t('auth.password')}: {DEMO_BUYER.password}
        </p>
      </DemoBox>
      {unavailable && <SignInUnavailable reason={unavailable} />}
      <Form onSubmit={logIn} noValidate aria-label={t('auth.login')}>
        <FormField id="login-email" label={t('auth.email')} error={errors.email?.message}>
          <input
            type="email"
            autoComplete="email"
            {...fieldControl('login-email', errors.email?.message)}
            {...register('email', { required: t('auth.emailRequired') })}
          />
        </FormField>
        <FormField id="login-password" label={t('auth.password')} error={errors.password?.message}>
          <PasswordInput
            autoComplete="current-password"
            {...fieldControl('login-password', errors.password?.message)}
            {...register('password', {
              required: t('auth.passwordShort'),
              minLength: { value: 6, message: t('auth.passwordShort') },
            })}
          />
        </FormField>
        <LinkButton type="button" onClick={resetPassword} disabled={Boolean(unavailable)}>
          {t('auth.forgot')}
        </LinkButton>
        <Button type="submit" disabled={busy || Boolean(unavailable)}>
          {busy ? t('auth.loading') : t('auth.login')}
        </Button>
        {providerError && <ErrorText role="alert">{providerError}</ErrorText>}
      </Form>
      {unverified && (
        <EmailNotVerified
          email={unverified.email}
          resent={unverified.resent}
          busy={busy}
          onResend={resendVerification}
        />
      )}
      <Divider>{t('auth.or')}</Divider>
      <GoogleSignInButton
        disabled={busy || Boolean(unavailable)}
        onSignedIn={backToWhereTheyWere}
        onError={setProviderError}
      />
      <Muted>
        {t('auth.newHere')}{' '}
        <Link to="/register" state={state}>
          {t('auth.createAccount')}
        </Link>
      </Muted>
    </AuthFrame>
  );
}
