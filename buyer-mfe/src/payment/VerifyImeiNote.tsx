import { Emphasized } from '@sellphones/ui';
import { NEIR, neirVerifySms } from '@sellphones/contracts';
import styled from 'styled-components';
import { useText } from '../texts.ts';

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
  const t = useText();
  return (
    <Note aria-label={t('imei.label')}>
      <p>
        {t('imei.ofPhone')} <strong>{imei}</strong>
      </p>
      <p>
        <Emphasized text={t('imei.check', { sms: neirVerifySms(imei), number: NEIR.verifySmsNumber, code: NEIR.showImeiCode })} value={neirVerifySms(imei)} />
      </p>
    </Note>
  );
}
