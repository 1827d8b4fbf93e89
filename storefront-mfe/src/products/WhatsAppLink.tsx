import { phonePath } from '@sellphones/contracts';
import type { ListedProduct } from '@sellphones/contracts/schemas';
import { useText } from '../texts.ts';

/** 01711223344 as WhatsApp's links take it: the country code first, no plus (8801711223344). */
export const whatsAppNumber = (localNumber: string) => `880${localNumber.replace(/\D/g, '').replace(/^(880)?0?/, '')}`;

/**
 * Messages the seller on WhatsApp, as most phones in Bangladesh are bought: the message names the
 * phone and links its page, in the reader's language. Signed-in readers only, who see the number.
 */
export function WhatsAppLink({ product, phone }: { product: ListedProduct; phone: string }) {
  const t = useText();
  const page = `${window.location.origin}${phonePath(product._id)}`;
  const message = t('card.whatsAppMessage', { name: product.name, page });
  return (
    <a
      href={`https://wa.me/${whatsAppNumber(phone)}?text=${encodeURIComponent(message)}`}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('card.whatsAppLabel', { seller: product.sellerName, name: product.name })}
    >
      {t('card.whatsApp')}
    </a>
  );
}
