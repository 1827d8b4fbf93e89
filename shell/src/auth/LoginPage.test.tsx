import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAtRoute, TEST_CONFIG } from '../testing/renderAtRoute.tsx';
import { LoginPage } from './LoginPage.tsx';

describe('LoginPage', () => {
  it('asks for the email and a password of at least 6 characters', async () => {
    const user = userEvent.setup();
    renderAtRoute('/login', <LoginPage />);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email Address is required')).toBeInTheDocument();
    expect(screen.getByText('Password must be 6 characters or longer')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('Email'), 'someone@example.com');
    await user.type(screen.getByLabelText('Password'), 'Ab1!');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.queryByText('Email Address is required')).not.toBeInTheDocument();
    expect(await screen.findByText('Password must be 6 characters or longer')).toBeInTheDocument();
  });

  it('asks for the email before sending a password reset', async () => {
    const user = userEvent.setup();
    renderAtRoute('/login', <LoginPage />);
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter your email');
  });

  it('shows the demo buyer credentials and a way to sign up', () => {
    renderAtRoute('/login', <LoginPage />);
    expect(screen.getByText(/demo\.buyer@sellphones\.test/)).toBeInTheDocument();
    expect(screen.getByText(/Demo#Buyer1/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  });

  it('explains that sign-in is unavailable when the Firebase keys are missing', () => {
    renderAtRoute('/login', <LoginPage />, {
      ...TEST_CONFIG,
      firebase: { ...TEST_CONFIG.firebase, apiKey: '' },
    });
    expect(screen.getByRole('alert')).toHaveTextContent(/no Firebase API key or auth domain/);
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();
  });
});
