import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { VerifyImeiNote } from '../src/payment/VerifyImeiNote.tsx';
import { renderWithTheme } from './render-with-theme.tsx';

afterEach(cleanup);

describe('the IMEI check before paying', () => {
  it('gives the booked phone\'s whole IMEI, the SMS to send to NEIR and the code to dial on the phone', () => {
    renderWithTheme(<VerifyImeiNote imei="490154203237518" />);
    const note = screen.getByRole('region', { name: 'Check the phone before you pay' });
    expect(note.textContent).toContain('IMEI of this phone: 490154203237518');
    expect(note.textContent).toContain('send KYD 490154203237518 by SMS to 16002');
    expect(note.textContent).toContain('dial *#06# on the phone');
  });
});
