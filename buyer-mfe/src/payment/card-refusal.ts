import { useCommonText, useLocale } from '@sellphones/ui';
import { useCallback } from 'react';
import { useText } from '../texts.ts';

/** A card provider's refusal as Stripe.js reports it (the sandbox answers the same codes). */
export interface CardRefusal {
  /** Stripe's error code: `card_declined`, `expired_card`, `incorrect_cvc`, ... */
  code?: string;
  /** Stripe's reason for a `card_declined`: `insufficient_funds`, ... */
  decline_code?: string;
  /** The provider's own words, in English. */
  message?: string;
}

/**
 * What the buyer reads when the card was refused, in their language: chosen by the refusal's code
 * (the provider's, `card.refused.<code>`, the decline code first as the more precise; or the API's
 * own, such as a payment refunded because the phone was sold meanwhile), else the provider's own
 * words in English and a general text otherwise: the provider speaks only English.
 */
export function useCardRefusalText(): (refusal: CardRefusal) => string {
  const t = useText();
  const apiText = useCommonText();
  const { language } = useLocale();
  return useCallback(
    ({ code, decline_code, message }: CardRefusal) => {
      for (const known of [decline_code, code]) {
        const text = known ? t(`card.refused.${known}`, { defaultValue: '' }) || apiText(`apiErrors.${known}`, { defaultValue: '' }) : '';
        if (text) return text;
      }
      return language === 'en' && message ? message : t('card.failed');
    },
    [t, apiText, language],
  );
}
