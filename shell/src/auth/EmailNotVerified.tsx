import styled from 'styled-components';
import { Button } from '@sellphones/ui';
import { ErrorText } from './AuthForm.tsx';
import { useText } from '../texts.ts';

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
  const t = useText();
  return (
    <Box>
      <ErrorText role="alert">
        {t('auth.notVerified.text', { email })}
      </ErrorText>
      {resent && <p role="status">{t('auth.notVerified.resent', { email })}</p>}
      <Button type="button" $variant="secondary" disabled={busy} onClick={onResend}>
        {resent ? t('auth.notVerified.again') : t('auth.notVerified.new')}
      </Button>
    </Box>
  );
}
