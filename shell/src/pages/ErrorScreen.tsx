import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@sellphones/ui';
import { signOut } from '../session/session-actions.ts';

const Box = styled.div`
  min-height: 80vh;
  display: grid;
  place-content: center;
  gap: ${({ theme }) => theme.space(4)};
  text-align: center;
  padding: ${({ theme }) => theme.space(6)};
`;

/** The router's error page: status and status text, and a way out that starts afresh. */
export function ErrorScreen() {
  const error = useRouteError();
  const navigate = useNavigate();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const statusText = isRouteErrorResponse(error)
    ? error.statusText
    : error instanceof Error
      ? error.message
      : 'Unexpected error';
  return (
    <Box role="alert">
      <h1>Something went wrong!!!</h1>
      <p>
        {status} {statusText}
      </p>
      <Button
        type="button"
        onClick={async () => {
          await signOut();
          navigate('/');
        }}
      >
        Back to homepage
      </Button>
    </Box>
  );
}
