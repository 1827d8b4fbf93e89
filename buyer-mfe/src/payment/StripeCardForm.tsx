import { useErrorText } from '@sellphones/ui';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { CardFormLayout } from './CardFormLayout.tsx';
import type { CardFormProps } from './card-form-props.ts';
import { useCardRefusalText } from './card-refusal.ts';
import { useText } from '../texts.ts';

const CardBox = styled.div`
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.sm};
`;

const CardLabel = styled.span`
  font-weight: 600;
`;

function StripeCardFields({ clientSecret, onPaid, buyer, providerAvailable }: CardFormProps & { providerAvailable: boolean }) {
  const stripe = useStripe();
  const elements = useElements();
  const [processing, setProcessing] = useState(false);
  const [cardError, setCardError] = useState<string>();
  const t = useText();
  const errorText = useErrorText();
  const refusalText = useCardRefusalText();

  async function pay() {
    const card = elements?.getElement(CardElement);
    if (!stripe || !card || !clientSecret) return;
    setCardError(undefined);
    setProcessing(true);
    try {
      const { error, paymentIntent } = await stripe.confirmCardPayment(clientSecret, {
        payment_method: { card, billing_details: { name: buyer.name, email: buyer.email } },
      });
      // Stripe words its refusals in English only: the buyer reads them in their language, by code.
      if (error) setCardError(refusalText(error));
      else if (paymentIntent?.status === 'succeeded') await onPaid(paymentIntent.id);
    } catch (err) {
      setCardError(errorText(err, t('card.failed')));
    } finally {
      setProcessing(false);
    }
  }

  return (
    <CardFormLayout
      state={{ clientSecret, processing, providerAvailable: providerAvailable && stripe !== null, cardError }}
      onSubmit={() => void pay()}
    >
      <CardLabel id="card-label">{t('card.details')}</CardLabel>
      <CardBox aria-labelledby="card-label">
        <CardElement options={{ hidePostalCode: true, style: { base: { fontSize: '16px' } } }} />
      </CardBox>
    </CardFormLayout>
  );
}

/** Stripe Elements, with Stripe.js loaded only when the API says Stripe is the gateway. */
export default function StripeCardForm(props: CardFormProps & { publishableKey: string }) {
  const { publishableKey, ...formProps } = props;
  const [stripePromise] = useState<Promise<Stripe | null>>(() => loadStripe(publishableKey).catch(() => null));
  const [available, setAvailable] = useState(true);
  useEffect(() => {
    let live = true;
    void stripePromise.then((stripe) => {
      if (live && !stripe) setAvailable(false);
    });
    return () => {
      live = false;
    };
  }, [stripePromise]);
  return (
    <Elements stripe={stripePromise}>
      <StripeCardFields {...formProps} providerAvailable={available} />
    </Elements>
  );
}
