import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '../src/ConfirmDialog.tsx';
import { theme } from '../src/theme.ts';

afterEach(cleanup);

function renderDialog(open: boolean) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <ThemeProvider theme={theme}>
      <ConfirmDialog open={open} message="Are you sure delete this buyer !!!" onConfirm={onConfirm} onCancel={onCancel} />
    </ThemeProvider>,
  );
  return { onConfirm, onCancel };
}

describe('the confirmation dialog', () => {
  it('asks the question and answers OK or Cancel', async () => {
    const { onConfirm, onCancel } = renderDialog(true);
    expect(screen.getByText('Are you sure delete this buyer !!!')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel', hidden: true }));
    expect(onCancel).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'OK', hidden: true }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('is named by its question alone and described by what else to know', () => {
    render(
      <ThemeProvider theme={theme}>
        <ConfirmDialog
          open
          message="Are you sure delete Oppo A5?"
          detail="Its photos are deleted from the site by the next day."
          onConfirm={vi.fn()}
          onCancel={vi.fn()}
        />
      </ThemeProvider>,
    );
    // jsdom has no showModal, and names nothing in a closed dialog: the attributes say it.
    const dialog = screen.getByRole('dialog', { hidden: true });
    expect(dialog.getAttribute('aria-label')).toBe('Are you sure delete Oppo A5?');
    const description = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('Its photos are deleted from the site by the next day.');
  });

  it('shows nothing while closed', () => {
    renderDialog(false);
    expect(screen.queryByText('Are you sure delete this buyer !!!')).toBeNull();
  });
});
