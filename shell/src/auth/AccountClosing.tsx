import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, ConfirmDialog, Emphasized, fieldControl, FormField, notify, PasswordInput, useFocusOnceShown } from '@sellphones/ui';
import { closeAccount } from './account-flows.ts';
import { isWrongPassword, useAuthErrorMessage } from './auth-error-message.ts';
import { AccountEmail, ErrorText, Form, FormSection, Muted } from './AuthForm.tsx';
import { useSignsInWithPassword } from './useSignsInWithPassword.ts';
import { logOut } from '../session/session-actions.ts';
import { useProfileText } from './profile-texts.ts';

const Consequences = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  overflow-wrap: anywhere;
`;

/**
 * Your profile's last part: closing the account for good, after what it does is said, the
 * password given again (Google's consent for a Google account) and a last question.
 */
export function AccountClosing({ email }: { email: string }) {
  const t = useProfileText();
  const navigate = useNavigate();
  const errorMessage = useAuthErrorMessage();
  const withPassword = useSignsInWithPassword();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    formState: { errors },
  } = useForm<{ password: string }>({ defaultValues: { password: '' } });

  // Close is disabled while it waits (pressed in the question, which is gone by then), which
  // takes the keyboard off the page: a refusal puts it back on Close.
  const submit = useRef<HTMLButtonElement>(null);
  const focusOnceShown = useFocusOnceShown(busy, failure);
  const ask = handleSubmit(() => {
    setFailure('');
    setAsking(true);
  });
  const close = async () => {
    setAsking(false);
    setBusy(true);
    try {
      await closeAccount(withPassword ? getValues('password') : null);
    } catch (error) {
      setBusy(false);
      if (isWrongPassword(error)) {
        setError('password', { type: 'wrong', message: t('closing.wrongPassword') }, { shouldFocus: true });
      } else {
        setFailure(errorMessage(error));
        focusOnceShown(() => submit.current);
      }
      return;
    }
    notify(t('closing.closed'), 'success');
    // Home first, drawn at once: logged out on a dashboard page, the page would send them to the
    // login form.
    await navigate('/', { replace: true, flushSync: true });
    await logOut();
  };

  if (withPassword === null) return null;
  return (
    <FormSection id="closing-title" title={t('closing.title')}>
      <Consequences>
        <li>
          <Emphasized text={t('closing.loseLogin', { email })} value={email} email />
        </li>
        <li>{t('closing.listings')}</li>
        <li>{t('closing.orders')}</li>
        <li>{t('closing.final')}</li>
      </Consequences>
      <Form onSubmit={ask} noValidate>
        <AccountEmail email={email} />
        {withPassword ? (
          <FormField id="closing-password" label={t('closing.password')} error={errors.password?.message}>
            <PasswordInput
              autoComplete="current-password"
              {...fieldControl('closing-password', errors.password?.message)}
              {...register('password', { required: t('closing.passwordRequired') })}
            />
          </FormField>
        ) : (
          <Muted>{t('closing.google')}</Muted>
        )}
        <Button ref={submit} type="submit" $variant="danger" disabled={busy}>
          {busy ? t('closing.closing') : t('closing.submit')}
        </Button>
        {failure && <ErrorText role="alert">{failure}</ErrorText>}
      </Form>
      <ConfirmDialog
        open={asking}
        danger
        message={t('closing.confirm')}
        detail={<Emphasized text={t('closing.confirmDetail', { email })} value={email} email />}
        confirmLabel={t('closing.submit')}
        onConfirm={() => void close()}
        onCancel={() => setAsking(false)}
      />
    </FormSection>
  );
}
