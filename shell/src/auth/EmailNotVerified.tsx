import styled from 'styled-components';
import { Button } from '@sellphones/ui';
import { ErrorText } from './AuthForm.tsx';

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

/** The login of a password account whose email is not verified yet: what to do, and a new link. */
export function EmailNotVerified({
  email,
  resent,
  busy,
  onResend,
}: {
  email: string;
  resent: boolean;
  busy: boolean;
  onResend(): void;
}) {
  return (
    <Box>
      <ErrorText role="alert">
        The email address {email} is not verified yet. Open the link we emailed you when you signed up, then log in
        again.
      </ErrorText>
      {resent && <p role="status">We sent a new verification link to {email}. Check your inbox.</p>}
      <Button type="button" $variant="secondary" disabled={busy} onClick={onResend}>
        {resent ? 'Send the link again' : 'Send me a new link'}
      </Button>
    </Box>
  );
}
