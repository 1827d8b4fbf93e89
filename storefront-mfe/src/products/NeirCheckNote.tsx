import { NEIR, neirVerifySms } from '@sellphones/contracts';
import type { ShownImei } from '@sellphones/contracts/schemas';
import { Emphasized } from '@sellphones/ui';
import { useText } from '../texts.ts';

/**
 * Only handsets registered with NEIR work in Bangladesh: before paying, a buyer checks the IMEI by
 * SMS. With the whole IMEI (a buyer who booked the phone) the note gives the exact SMS to send;
 * otherwise it says the whole number comes with the booking.
 */
export function NeirCheckNote({ imei }: { imei: ShownImei | undefined }) {
  const t = useText();
  const sms = imei?.full ? neirVerifySms(imei.full) : undefined;
  return (
    <p>
      {sms ? (
        <Emphasized text={t('neir.checkNow', { sms, number: NEIR.verifySmsNumber, code: NEIR.showImeiCode })} value={sms} />
      ) : (
        t('neir.checkAfterBooking', { number: NEIR.verifySmsNumber, code: NEIR.showImeiCode })
      )}
    </p>
  );
}
