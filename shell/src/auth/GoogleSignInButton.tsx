import { useState } from 'react';
import { Button, notify } from '@sellphones/ui';
import { logInWithGoogle } from './account-flows.ts';
import { authErrorMessage } from './auth-error-message.ts';

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
  const signIn = async () => {
    setBusy(true);
    onError('');
    try {
      await logInWithGoogle();
      notify('Google Login Successfully!', 'success');
      onSignedIn();
    } catch (error) {
      onError(authErrorMessage(error));
      setBusy(false);
    }
  };
  return (
    <Button type="button" $variant="secondary" disabled={disabled || busy} onClick={signIn}>
      {busy ? 'Signing in with Google…' : 'Continue with Google'}
    </Button>
  );
}
