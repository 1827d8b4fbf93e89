import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAtRoute } from '../testing/renderAtRoute.tsx';
import { RegisterPage } from './RegisterPage.tsx';

const PASSWORD_RULE = 'Password must have uppercase, number and special characters';

describe('RegisterPage', () => {
  it('asks for the name, photo, email and password', async () => {
    const user = userEvent.setup();
    renderAtRoute('/register', <RegisterPage />);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Please enter your name')).toBeInTheDocument();
    expect(screen.getByText('Please select your photo')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password must be 6 characters or longer')).toBeInTheDocument();
  });

  it('requires an uppercase letter, a digit and one of ! @ # $ & * in the password', async () => {
    const user = userEvent.setup();
    renderAtRoute('/register', <RegisterPage />);
    const password = screen.getByLabelText('Password');
    for (const weak of ['abcdef1!', 'Abcdefg!', 'Abcdef12', 'Abc1%^xyz']) {
      await user.clear(password);
      await user.type(password, weak);
      await user.click(screen.getByRole('button', { name: 'Sign up' }));
      expect(await screen.findByText(PASSWORD_RULE)).toBeInTheDocument();
    }
    await user.clear(password);
    await user.type(password, 'Strong#1');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.queryByText(PASSWORD_RULE)).not.toBeInTheDocument();
  });

  it('offers the seller account as a labelled switch, off by default', async () => {
    const user = userEvent.setup();
    renderAtRoute('/register', <RegisterPage />);
    const toggle = screen.getByRole('switch', { name: 'Seller Account' });
    expect(toggle).not.toBeChecked();
    await user.click(screen.getByText('Seller Account'));
    expect(toggle).toBeChecked();
  });
});
