import type { ShellApi } from '@sellphones/contracts';
import type { PaymentConfig } from '@sellphones/contracts/schemas';
import { Loading } from '@sellphones/ui';
import { lazy, Suspense } from 'react';
import { CardFormLayout } from './CardFormLayout.tsx';
import type { CardFormProps } from './card-form-props.ts';
import { SandboxCardForm } from './SandboxCardForm.tsx';

// Stripe.js is fetched only for the Stripe gateway; the sandbox never loads it.
const StripeCardForm = lazy(() => import('./StripeCardForm.tsx'));

/** The card form of the gateway the API runs: Stripe Elements, or the sandbox's own form. */
export function CardPaymentForm({ shell, config, ...props }: CardFormProps & { shell: ShellApi; config: PaymentConfig | undefined }) {
  if (!config) {
    return (
      <CardFormLayout state={{ clientSecret: undefined, processing: false, providerAvailable: false, cardError: undefined }} onSubmit={() => undefined}>
        {null}
      </CardFormLayout>
    );
  }
  if (config.gateway === 'stripe' && config.publishableKey) {
    return (
      <Suspense fallback={<Loading />}>
        <StripeCardForm {...props} publishableKey={config.publishableKey} />
      </Suspense>
    );
  }
  return <SandboxCardForm shell={shell} {...props} />;
}
