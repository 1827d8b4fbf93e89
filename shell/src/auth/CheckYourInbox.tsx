import { Link } from 'react-router-dom';
import { AuthFrame, Muted } from './AuthForm.tsx';
import { useText } from '../texts.ts';
import { Emphasized } from '@sellphones/ui';

/**
 * After sign-up: the account is saved but signs in only once its email is verified (anyone could
 * sign up with someone else's address), so the next step is the link in the inbox.
 */
export function CheckYourInbox({
  email,
  verificationSent,
  loginState,
}: {
  email: string;
  verificationSent: boolean;
  loginState: unknown;
}) {
  const t = useText();
  return (
    <AuthFrame title={t('auth.inbox.title')}>
      {verificationSent ? (
        <p role="status">
          <Emphasized text={t('auth.inbox.sent', { email })} value={email} email />
        </p>
      ) : (
        <p role="status">
          <Emphasized text={t('auth.inbox.notSent', { email })} value={email} email />
        </p>
      )}
      <Muted>{t('auth.inbox.spam')}</Muted>
      <Muted>
        <Link to="/login" state={loginState}>
          {t('auth.inbox.logIn')}
        </Link>
      </Muted>
    </AuthFrame>
  );
}
