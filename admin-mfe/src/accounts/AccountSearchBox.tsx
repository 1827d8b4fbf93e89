import { useId } from 'react';
import styled from 'styled-components';
import { useText } from '../texts.ts';

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  max-width: 420px;
  label {
    font-weight: 600;
  }
  input {
    width: 100%;
    min-width: 0;
    font: inherit;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.color.line};
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  input:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 1px;
  }
`;

/** The search box above an admin table: matches name or email. */
export function AccountSearchBox({ value, onChange }: { value: string; onChange(value: string): void }) {
  const id = useId();
  const t = useText();
  return (
    <Field role="search">
      <label htmlFor={id}>{t('accounts.search')}</label>
      <input
        id={id}
        type="search"
        maxLength={100}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}
