import type { ShellApi } from '@sellphones/contracts';
import type { BkashPaymentStarted } from '@sellphones/contracts/schemas';
import { Button, useErrorText, useFocusBackAfterRefusal } from '@sellphones/ui';
import { useState } from 'react';
import { Form } from './CardFormLayout.tsx';
import { MethodNote, MethodProblem } from './payment-texts.ts';
import { useText } from '../texts.ts';


/** Opens an address outside the shop (bKash's page); tests give their own. */
export type OpenPage = (url: string) => void;

const openInThisTab: OpenPage = (url) => window.location.assign(url);

/**
 * Paying with bKash: the API starts the payment at the booking's price and answers bKash's page,
 * where the buyer enters their wallet number, OTP and PIN; bKash then sends them back here.
 */
export function BkashPayment({ shell, bookingId, openPage = openInThisTab }: { shell: ShellApi; bookingId: string; openPage?: OpenPage }) {
  const [opening, setOpening] = useState(false);
  const [problem, setProblem] = useState<string>();
  const t = useText();
  const errorText = useErrorText();
  // Disabled while it waits, the button loses the keyboard: it gets it back when bKash could not start.
  const pressed = useFocusBackAfterRefusal(opening, problem);

  async function start(event: React.FormEvent) {
    event.preventDefault();
    const giveFocusBack = pressed();
    setOpening(true);
    setProblem(undefined);
    try {
      const started = await shell.request<BkashPaymentStarted>('/payments/bkash', { method: 'POST', body: { bookingId } });
      openPage(started.bkashURL);
    } catch (error) {
      setProblem(errorText(error, t('bkash.startFailed')));
      setOpening(false);
      giveFocusBack();
    }
  }

  return (
    <Form onSubmit={(event) => void start(event)} aria-label={t('bkash.label')} aria-busy={opening}>
      <MethodNote>{t('bkash.note')}</MethodNote>
      {problem && <MethodProblem role="alert">{problem}</MethodProblem>}
      <Button type="submit" disabled={opening}>
        {opening ? t('bkash.opening') : t('bkash.pay')}
      </Button>
    </Form>
  );
}
