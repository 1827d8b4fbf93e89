import { cleanup, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it } from 'vitest';
import { fieldControl, FormField } from '../src/FormField.tsx';
import { theme } from '../src/theme.ts';

afterEach(cleanup);

function renderField(error: string | undefined) {
  render(
    <ThemeProvider theme={theme}>
      <FormField id="booking-phone" label="Phone number" error={error}>
        <input type="tel" {...fieldControl('booking-phone', error)} />
      </FormField>
    </ThemeProvider>,
  );
  return screen.getByLabelText('Phone number');
}

describe('a form field', () => {
  it('ties its error to the control, as a screen reader reads it, and announces it', () => {
    const input = renderField('Please valid a phone number');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const description = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('Please valid a phone number');
    expect(screen.getByRole('alert').textContent).toBe('Please valid a phone number');
  });

  it('shows no error and describes nothing while the value is valid', () => {
    const input = renderField(undefined);
    expect(input.getAttribute('aria-invalid')).toBe('false');
    expect(input.getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('describes the control by its hint first, then by its error', () => {
    render(
      <ThemeProvider theme={theme}>
        <FormField id="pin" label="PIN" error="Too short" hint="Four digits">
          <input {...fieldControl('pin', 'Too short', { hint: true })} />
        </FormField>
      </ThemeProvider>,
    );
    const ids = screen.getByLabelText('PIN').getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual(['Four digits', 'Too short']);
  });
});
