import { useEffect } from 'react';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router-dom';
import styled from 'styled-components';
import { Button, useFormat } from '@sellphones/ui';
import { Footer } from '../layout/Footer.tsx';
import { Header } from '../layout/Header.tsx';
import { Content } from '../layout/MainLayout.tsx';
import { SkipLink } from '../layout/SkipLink.tsx';
import { setDocumentTitle } from '../navigation/page-title.ts';
import { signOut } from '../session/session-actions.ts';
import { describeError } from './describe-error.ts';
import { useText } from '../texts.ts';

const Box = styled.div`
  min-height: 60vh;
  display: grid;
  place-content: center;
  justify-items: center;
  gap: ${({ theme }) => theme.space(4)};
  text-align: center;
  h1,
  p {
    margin: 0;
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
`;

/**
 * The router's error page (SPEC.md section 2): the spec's words with the status and status text,
 * a sentence a person can act on, and a way out that starts afresh; inside the usual header and
 * footer. The technical detail (a file's address, a stack) goes to the console, not on screen.
 */
export function ErrorScreen() {
  const error = useRouteError();
  const navigate = useNavigate();
  const t = useText();
  const format = useFormat();
  const { status, statusText, reason, canReload } = describeError(error, isRouteErrorResponse(error) ? error : undefined);
  useEffect(() => {
    console.error('The page failed', error);
    setDocumentTitle('Something went wrong');
  }, [error]);
  return (
    <>
      <SkipLink />
      <Header />
      <Content id="content" tabIndex={-1}>
        <Box role="alert">
          <h1>{t('error.title')}</h1>
          <p>
            {format.number(status)} {statusText ?? t(`error.statusText.${reason}`)}
          </p>
          <p>{t(`error.advice.${reason}`)}</p>
          <Actions>
            {canReload && (
              <Button type="button" $variant="secondary" onClick={() => window.location.reload()}>
                {t('error.reload')}
              </Button>
            )}
            <Button
              type="button"
              onClick={async () => {
                await signOut();
                navigate('/');
              }}
            >
              {t('error.back')}
            </Button>
          </Actions>
        </Box>
      </Content>
      <Footer />
    </>
  );
}
