import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useCommonText } from './i18n/app-texts.ts';

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  label {
    font-weight: 600;
  }
  input:not([type='checkbox']):not([type='radio']),
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
    /* Nested, so it outranks the rule above for text boxes as it does for lists. */
    &[aria-invalid='true'] {
      border-color: ${({ theme }) => theme.color.danger};
    }
  }
  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 1px;
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.muted};
  font-size: 0.9rem;
`;

/**
 * Props of a required field's <label>: GlobalStyle draws a star after it, kept out of the label's
 * text and accessible name (screen readers hear "required" from the control's aria-required).
 */
export const requiredLabel = { 'data-required': '' } as const;

/** Explains the star once, at the top of a form with required fields. */
export function RequiredNote() {
  const t = useCommonText();
  return <Note>{t('requiredNote')}</Note>;
}

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: 0.9rem;
`;

/** The ids of a control's hint and error text, which the control names in aria-describedby. */
const fieldHintId = (controlId: string) => `${controlId}-hint`;
const fieldErrorId = (controlId: string) => `${controlId}-error`;

/**
 * The attributes that tie a control to its label (`id`), to its hint (`hint`: the FormField has
 * one) and to its error text (`aria-describedby`: the hint first, so a screen reader says how to
 * fill the field before what is wrong), mark it invalid while the error shows, and required when
 * it is. Spread them on the input, select or textarea.
 */
export function fieldControl(controlId: string, error: string | undefined, { required = false, hint = false } = {}) {
  const describedBy = [hint ? fieldHintId(controlId) : undefined, error ? fieldErrorId(controlId) : undefined].filter(Boolean);
  return {
    id: controlId,
    'aria-invalid': error ? ('true' as const) : ('false' as const),
    'aria-describedby': describedBy.length > 0 ? describedBy.join(' ') : undefined,
    'aria-required': required ? ('true' as const) : undefined,
  };
}

/** A control's validation message, announced when it appears; nothing while the value is valid. */
export function FieldError({
  controlId,
  message,
}: {
  controlId: string;
  message: string | undefined;
}) {
  if (!message) return null;
  return (
    <ErrorText id={fieldErrorId(controlId)} role="alert">
      {message}
    </ErrorText>
  );
}

interface FormFieldProps {
  /** The control's id: the label points at it, and its error text is `<id>-error`. */
  id: string;
  label: string;
  error: string | undefined;
  /** Shows the required mark after the label; give the control `fieldControl(id, error, { required: true })`. */
  required?: boolean;
  /** How to fill the field, shown under it before any error; give the control `fieldControl(id, error, { hint: true })`. */
  hint?: ReactNode;
  /** The control, with `{...fieldControl(id, error)}` spread on it; anything after it (a preview). */
  children: ReactNode;
}

/** A label, its control and the control's error message, tied together for screen readers. */
export function FormField({ id, label, error, required = false, hint, children }: FormFieldProps) {
  return (
    <Row>
      <label htmlFor={id} {...(required ? requiredLabel : {})}>
        {label}
      </label>
      {children}
      {hint !== undefined && <Note id={fieldHintId(id)}>{hint}</Note>}
      <FieldError controlId={id} message={error} />
    </Row>
  );
}
