import type { ReactNode } from 'react';
import styled from 'styled-components';

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  label {
    font-weight: 600;
  }
  input,
  select,
  textarea {
    font: inherit;
    min-height: 44px;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.color.line};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surface};
    width: 100%;
    box-sizing: border-box;
  }
  input[type='file'] {
    padding: ${({ theme }) => theme.space(2)};
  }
  [aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
  }
  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 1px;
  }
`;
const Message = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: 0.9rem;
`;

/** The id of a field's error text, referenced by the input's aria-describedby. */
export const errorIdOf = (id: string) => `${id}-error`;

/** A label, its control and the control's error message, tied together for screen readers. */
export function FormRow({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <Row>
      <label htmlFor={id}>{label}</label>
      {children}
      {error && (
        <Message id={errorIdOf(id)} role="alert">
          {error}
        </Message>
      )}
    </Row>
  );
}
