import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, fieldControl, FormField, notify, PasswordInput, useFocusBackAfterRefusal } from '@sellphones/ui';
import { useNewPasswordRules } from './account-fields.ts';
import { changePassword } from './account-flows.ts';
import { useSignsInWithPassword } from './useSignsInWithPassword.ts';
import { isWrongPassword, useAuthErrorMessage } from './auth-error-message.ts';
import { AccountEmail, ErrorText, Form, FormSection } from './AuthForm.tsx';
import { useText } from '../texts.ts';
import { useProfileText } from './profile-texts.ts';

interface PasswordFields {
  current: string;
  next: string;
}

/**
 * Your profile's password change, for an account that logs in with a password (a Google account
 * has none: nothing is shown).
 */
export function PasswordChange({ email }: { email: string }) {
  const t = useProfileText();
  const shellText = useText();
  const newPasswordRules = useNewPasswordRules();
  const errorMessage = useAuthErrorMessage();
  const hasPassword = useSignsInWithPassword();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<PasswordFields>({ defaultValues: { current: '', next: '' } });

  // Change is disabled while it waits, which takes the keyboard off it: a refusal puts it back.
  const pressed = useFocusBackAfterRefusal(busy, failure);
  const change = handleSubmit(async ({ current, next }) => {
    setFailure('');
    if (current === next) {
      setError('next', { type: 'same', message: t('password.sameAsCurrent') }, { shouldFocus: true });
      return;
    }
    const giveFocusBack = pressed();
    setBusy(true);
    try {
      await changePassword(current, next);
      notify(t('password.changed'), 'success');
      reset();
    } catch (error) {
      if (isWrongPassword(error)) {
        setError('current', { type: 'wrong', message: t('password.currentWrong') }, { shouldFocus: true });
      } else {
        setFailure(errorMessage(error));
        giveFocusBack();
      }
    } finally {
      setBusy(false);
    }
  });

  if (!hasPassword) return null;
  return (
    <FormSection id="password-title" title={t('password.title')}>
      <Form onSubmit={change} noValidate>
        <AccountEmail email={email} />
        <FormField id="password-current" label={t('password.current')} error={errors.current?.message}>
          <PasswordInput
            autoComplete="current-password"
            {...fieldControl('password-current', errors.current?.message)}
            {...register('current', { required: t('password.currentRequired') })}
          />
        </FormField>
        <FormField id="password-next" label={t('password.next')} error={errors.next?.message} hint={shellText('auth.passwordHint')}>
          <PasswordInput
            autoComplete="new-password"
            {...fieldControl('password-next', errors.next?.message, { hint: true })}
            {...register('next', newPasswordRules)}
          />
        </FormField>
        <Button type="submit" disabled={busy}>
          {busy ? t('password.changing') : t('password.submit')}
        </Button>
        {failure && <ErrorText role="alert">{failure}</ErrorText>}
      </Form>
    </FormSection>
  );
}
