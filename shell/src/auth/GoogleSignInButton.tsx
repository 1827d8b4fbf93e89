import { useState } from 'react';
import { Button, notify } from '@sellphones/ui';
import { logInWithGoogle } from './account-flows.ts';
import { useAuthErrorMessage } from './auth-error-message.ts';
import { useText } from '../texts.ts';

/** 'Continue with Google': the provider's popup, then the account is saved and the session starts. */
export function GoogleSignInButton({
  disabled,
  onSignedIn,
  onError,
}: {
  disabled?: boolean;
  onSignedIn(): void;
  onError(message: string): void;
}) {
  const [busy, setBusy] = useState(false);
  const t = useText();
  const authErrorMessage = useAuthErrorMessage();
  const signIn = async () => {
    setBusy(true);
    onError('');
    try {
      await logInWithGoogle();
      notify(t('auth.googleLoggedIn'), 'success');
      onSignedIn();
    } catch (error) {
      onError(authErrorMessage(error));
      setBusy(false);
    }
  };
  return (
    <Button type="button" $variant="secondary" disabled={disabled || busy} onClick={signIn}>
      {busy ? t('auth.googleBusy') : t('auth.google')}
    </Button>
  );
}
