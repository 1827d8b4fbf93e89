import { useEffect, useRef, type RefObject } from 'react';
import type { MyProduct } from '@sellphones/contracts/schemas';

/** A row's buttons, as MyProductsTable marks them (data-action, in the row marked data-product). */
export type RowActionName = 'advertise' | 'change-price' | 'edit-details' | 'change-photos' | 'delete';

/** A row with buttons: unsold and not hidden by our team. */
const offersActions = (product: MyProduct) => !product.sold && !product.hiddenReason;

type Place = { productId: string; action: RowActionName } | 'heading';

/**
 * Where the keyboard goes once Advertise or Delete is done. The button pressed is disabled while
 * the change is saved and then gone (an advertised phone has no Advertise, a deleted one no row),
 * so the browser drops focus on the page and a keyboard or screen-reader user starts over from the
 * top. Focus goes to the phone's next button, or the next phone's (the previous one's at the end
 * of the list), or the page's heading when no phone offers any; back on the button pressed when
 * the change failed.
 */
export function useKeyboardPlace(busy: boolean, phones: MyProduct[], heading: RefObject<HTMLElement | null>) {
  const place = useRef<Place | null>(null);
  useEffect(() => {
    const wanted = place.current;
    if (busy || !wanted) return;
    const target =
      wanted === 'heading'
        ? heading.current
        : document.querySelector<HTMLElement>(`[data-product="${wanted.productId}"] [data-action="${wanted.action}"]`);
    // Not shown yet (the list is being read again): tried again once it changes.
    if (!target) return;
    place.current = null;
    target.focus();
  }, [busy, phones, heading]);

  return {
    afterAdvertise(product: MyProduct) {
      place.current = { productId: product._id, action: 'change-price' };
    },
    afterDelete(product: MyProduct) {
      const at = phones.findIndex((one) => one._id === product._id);
      const next = phones.slice(at + 1).find(offersActions) ?? phones.slice(0, Math.max(at, 0)).reverse().find(offersActions);
      place.current = next ? { productId: next._id, action: next.advertised ? 'change-price' : 'advertise' } : 'heading';
    },
    /** The change failed: back on the button pressed. */
    backTo(product: MyProduct, action: RowActionName) {
      place.current = { productId: product._id, action };
    },
  };
}
