import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HandoverForm } from '../src/sales/HandoverForm.tsx';
import { renderWithShell } from './render-with-shell.tsx';

afterEach(cleanup);

describe("the seller's handover step", () => {
  it('tells how to de-register from NEIR and refuses to hand over until the box is ticked', async () => {
    const onHandOver = vi.fn(async () => undefined);
    renderWithShell(<HandoverForm saving={false} onHandOver={onHandOver} />);
    expect(screen.getByText(/dial \*16161# on it, or use the NEIR portal/)).toBeTruthy();
    // The portal is a link to it, opening in a new tab as its name says.
    const portal = screen.getByRole('link', { name: 'neir.btrc.gov.bd (opens in a new tab)' });
    expect(portal.getAttribute('href')).toBe('https://neir.btrc.gov.bd');
    expect(portal.getAttribute('target')).toBe('_blank');

    await userEvent.click(screen.getByRole('button', { name: 'Confirm handover' }));
    expect(await screen.findByText('Tick the box once the phone is de-registered from your NID')).toBeTruthy();
    const box = screen.getByRole('checkbox', { name: 'I have de-registered this phone from my NID in NEIR' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(onHandOver).not.toHaveBeenCalled();

    await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm handover' }));
    await waitFor(() => expect(onHandOver).toHaveBeenCalledOnce());
  });

  it('hands over once when the button is pressed twice before the page shows it is saving', async () => {
    let done: () => void = () => undefined;
    const onHandOver = vi.fn(() => new Promise<void>((resolve) => (done = resolve)));
    renderWithShell(<HandoverForm saving={false} onHandOver={onHandOver} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'I have de-registered this phone from my NID in NEIR' }));
    await userEvent.dblClick(screen.getByRole('button', { name: 'Confirm handover' }));
    await waitFor(() => expect(onHandOver).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onHandOver).toHaveBeenCalledOnce();
    done();
  });

  it('shows that it is saving', () => {
    renderWithShell(<HandoverForm saving onHandOver={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Saving…' }).hasAttribute('disabled')).toBe(true);
  });
});
