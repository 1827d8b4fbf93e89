/**
 * The Luhn check digit (ISO/IEC 7812) of `payload`: card numbers and IMEIs end with one, so a
 * mistyped digit is caught before anything is sent.
 */
export function luhnCheckDigit(payload: string): number {
  let sum = 0;
  for (let fromRight = 0; fromRight < payload.length; fromRight += 1) {
    const digit = Number(payload[payload.length - 1 - fromRight]);
    // The digit beside the check digit and every second one leftwards are doubled, their digits added.
    const weighted = fromRight % 2 === 0 ? digit * 2 : digit;
    sum += weighted > 9 ? weighted - 9 : weighted;
  }
  return (10 - (sum % 10)) % 10;
}

/** True when the last of `digits` (ASCII digits only) is the Luhn check digit of the others. */
export function endsWithLuhnCheckDigit(digits: string): boolean {
  return /^\d{2,}$/.test(digits) && luhnCheckDigit(digits.slice(0, -1)) === Number(digits[digits.length - 1]);
}
