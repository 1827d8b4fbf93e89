import { describe, expect, it } from 'vitest';
import { imeiCheckDigit, imeiLastDigits, isValidImei, neirVerifySms, normalizeImei } from '../src/index.ts';

describe('IMEI check digit', () => {
  it('accepts IMEIs printed on real handsets and in 3GPP TS 23.003', () => {
    expect(isValidImei('490154203237518')).toBe(true);
    expect(isValidImei('356938035643809')).toBe(true);
    expect(imeiCheckDigit('35209900176148')).toBe(1);
  });

  it('refuses a one-digit typo, two swapped digits, and anything but 15 digits', () => {
    expect(isValidImei('490154203237519')).toBe(false);
    expect(isValidImei('490154203273518')).toBe(false);
    expect(isValidImei('49015420323751')).toBe(false);
    expect(isValidImei('4901542032375180')).toBe(false);
    expect(isValidImei('49015420323751a')).toBe(false);
    expect(isValidImei('49015 420323751')).toBe(false);
  });

  it('reads what people type with spaces and dashes', () => {
    expect(normalizeImei('49-015420 323751 8')).toBe('490154203237518');
    expect(isValidImei(normalizeImei(' 35-209900-176148-1 '))).toBe(true);
  });

  it('reads an IMEI typed in Bangla digits', () => {
    expect(normalizeImei('৩৫ ২০৯৯০০ ১৭৬১৪৮ ১')).toBe('352099001761481');
    expect(isValidImei(normalizeImei('৪৯০১৫৪২০৩২৩৭৫১৮'))).toBe(true);
  });

  it('shows the public only the last four digits', () => {
    expect(imeiLastDigits('490154203237518')).toBe('7518');
  });

  it('writes the NEIR verification SMS', () => {
    expect(neirVerifySms('490154203237518')).toBe('KYD 490154203237518');
  });
});
