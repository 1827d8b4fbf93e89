import { Link } from 'react-router-dom';
import { AuthFrame, Muted } from './AuthForm.tsx';

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
  return (
    <AuthFrame title="Check your inbox">
      {verificationSent ? (
        <p role="status">
          Your account is created. We sent a verification link to <strong>{email}</strong>: open it, then log in.
        </p>
      ) : (
        <p role="status">
          Your account is created, but the verification email to <strong>{email}</strong> could not be sent just
          now. Log in to send it again.
        </p>
      )}
      <Muted>No email after a few minutes? Look in your spam folder, or log in to get a new link.</Muted>
      <Muted>
        <Link to="/login" state={loginState}>
          Log in
        </Link>
      </Muted>
    </AuthFrame>
  );
}
