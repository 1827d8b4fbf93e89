/**
 * Bangladesh's national equipment identity register (NEIR, run by BTRC): only registered handsets
 * work on the networks, so a buyer verifies an IMEI before paying and a seller de-registers the
 * handset from their national ID before handing it over. The numbers people dial and text, shared
 * by every screen that gives this guidance.
 */
export const NEIR = {
  /** Dialled on the phone itself, it shows the IMEI. */
  showImeiCode: '*#06#',
  /** The SMS number that answers whether an IMEI is registered, blocked or unknown. */
  verifySmsNumber: '16002',
  /** A seller dials this (or uses the NEIR portal, with the last four digits of their NID) to de-register. */
  deregisterCode: '*16161#',
  portalUrl: 'https://neir.btrc.gov.bd',
} as const;

/** The SMS a buyer sends to 16002 to verify an IMEI. */
export function neirVerifySms(imei: string): string {
  return `KYD ${imei}`;
}
