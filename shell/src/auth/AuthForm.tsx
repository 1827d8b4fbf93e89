import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, PageTitle } from '@sellphones/ui';

/** The frames and form pieces shared by the login, sign-up and profile pages (fields: FormField from ui). */
const Frame = styled(Card)`
  max-width: 440px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(5)};
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  /* A long email address in a message wraps instead of pushing the page sideways. */
  overflow-wrap: anywhere;
`;

export function AuthFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Frame as="section" aria-labelledby="auth-title">
      <PageTitle id="auth-title">{title}</PageTitle>
      {children}
    </Frame>
  );
}

export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

export const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: 0.95rem;
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.muted};
`;

export const Divider = styled.p`
  margin: 0;
  text-align: center;
  color: ${({ theme }) => theme.color.muted};
`;

const Section = styled(Card)`
  max-width: 560px;
  padding: ${({ theme }) => theme.space(5)};
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  h2 {
    margin: 0;
    font-size: 1.2rem;
  }
`;

/** One part of a page of forms (Your profile), titled for screen readers' list of headings. */
export function FormSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Section as="section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </Section>
  );
}

/**
 * The account a password form (a change, a closing) is for, for password managers: the browser
 * pairs the password with this address. Not shown: the page already says whose account it is.
 */
export function AccountEmail({ email }: { email: string }) {
  return <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />;
}
