import { NEIR, neirVerifySms } from '@sellphones/contracts';
import styled from 'styled-components';

const Note = styled.section`
  padding: ${({ theme }) => theme.space(3)};
  border-left: 4px solid ${({ theme }) => theme.color.brand};
  background: ${({ theme }) => theme.color.surface};
  overflow-wrap: anywhere;
`;

/**
 * Before paying, the buyer checks with NEIR that the phone is registered and not blocked (only
 * registered handsets work in Bangladesh), and on meeting that the phone shows the same IMEI.
 */
export function VerifyImeiNote({ imei }: { imei: string }) {
  return (
    <Note aria-label="Check the phone before you pay">
      <p>
        IMEI of this phone: <strong>{imei}</strong>
      </p>
      <p>
        Before you pay, check it with NEIR: send <strong>{neirVerifySms(imei)}</strong> by SMS to {NEIR.verifySmsNumber}. When you meet,
        dial {NEIR.showImeiCode} on the phone: it must show the same number.
      </p>
    </Note>
  );
}
