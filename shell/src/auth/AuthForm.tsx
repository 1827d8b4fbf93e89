import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, PageTitle } from '@sellphones/ui';

/** The frame and form pieces shared by the login and sign-up pages. */
const Frame = styled(Card)`
  max-width: 440px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(5)};
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
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

export const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  label {
    font-weight: 600;
  }
  input:not([type='checkbox']) {
    min-height: 44px;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.color.line};
    border-radius: ${({ theme }) => theme.radius.sm};
    font: inherit;
    background: ${({ theme }) => theme.color.surface};
  }
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
  }
`;

/** A field's validation message, tied to its input with aria-describedby. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <ErrorText id={id} role="alert">
      {message}
    </ErrorText>
  );
}

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
