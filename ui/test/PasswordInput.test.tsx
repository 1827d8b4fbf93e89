import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@sellphones/contracts';
import { LocaleProvider } from '../src/i18n/locale-context.tsx';
import { PasswordInput } from '../src/PasswordInput.tsx';
import { theme } from '../src/theme.ts';

afterEach(cleanup);

function renderSignIn(language: Language = 'en') {
  const sent = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
  render(
    <ThemeProvider theme={theme}>
      <LocaleProvider language={language} currency="BDT">
        <form onSubmit={sent}>
          <label htmlFor="pw">{language === 'bn' ? 'পাসওয়ার্ড' : 'Password'}</label>
          <PasswordInput id="pw" name="password" autoComplete="current-password" />
          <button type="submit">Log in</button>
        </form>
      </LocaleProvider>
    </ThemeProvider>,
  );
  return { input: screen.getByLabelText(language === 'bn' ? 'পাসওয়ার্ড' : 'Password') as HTMLInputElement, sent };
}

/** What a screen reader was told last (the polite live region). */
const told = () => document.querySelector('[aria-live="polite"]')?.textContent;

describe('a password box', () => {
  it('hides the password until Show is pressed; the button then says Hide, and a screen reader hears which', async () => {
    const user = userEvent.setup();
    const { input } = renderSignIn();
    await user.type(input, 'Strong#1');
    expect(input.type).toBe('password');
    expect(told()).toBe('');
    const show = screen.getByRole('button', { name: 'Show password' });
    expect(show.textContent).toBe('Show');
    expect(show.getAttribute('aria-controls')).toBe('pw');
    await user.click(show);
    expect(input.type).toBe('text');
    expect(input.value).toBe('Strong#1');
    expect(told()).toBe('Your password is shown');
    const hide = screen.getByRole('button', { name: 'Hide password' });
    expect(hide.textContent).toBe('Hide');
    await user.click(hide);
    expect(input.type).toBe('password');
    expect(told()).toBe('Your password is hidden');
  });

  it('is hidden again when its form is sent, so no browser keeps it as text', async () => {
    const user = userEvent.setup();
    const { input, sent } = renderSignIn();
    await user.type(input, 'Strong#1');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    fireEvent.submit(input.form!);
    expect(sent).toHaveBeenCalledOnce();
    expect(input.type).toBe('password');
    expect(screen.getByRole('button', { name: 'Show password' })).toBeTruthy();
  });

  it('says Show and Hide in Bangla', async () => {
    const user = userEvent.setup();
    renderSignIn('bn');
    const show = screen.getByRole('button', { name: 'পাসওয়ার্ড দেখান' });
    expect(show.textContent).toBe('দেখান');
    await user.click(show);
    expect(screen.getByRole('button', { name: 'পাসওয়ার্ড লুকান' }).textContent).toBe('লুকান');
    expect(told()).toBe('আপনার পাসওয়ার্ড দেখা যাচ্ছে');
  });
});
