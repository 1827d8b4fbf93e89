import type { RefObject } from 'react';
import type { MyProduct } from '@sellphones/contracts/schemas';
import { neighbourOf, useFocusOnceShown } from '@sellphones/ui';

/** A row's buttons, as MyProductsTable marks them (data-action, in the row marked data-product). */
export type RowActionName = 'advertise' | 'change-price' | 'edit-details' | 'change-photos' | 'delete';

/** A row with buttons: unsold and not hidden by our team. */
const offersActions = (product: MyProduct) => !product.sold && !product.hiddenReason;

const rowButton = (productId: string, action: RowActionName) => () =>
  document.querySelector<HTMLElement>(`[data-product="${productId}"] [data-action="${action}"]`);

/**
 * Where the keyboard goes once Advertise or Delete is done (the button pressed is then gone: an
 * advertised phone has no Advertise, a deleted one no row): the phone's next button, or the next
 * phone's (the previous one's at the end of the list), or the page's heading when no phone offers
 * any; back on the button pressed when the change failed.
 */
export function useKeyboardPlace(busy: boolean, phones: MyProduct[], heading: RefObject<HTMLElement | null>) {
  const focusOnceShown = useFocusOnceShown(busy, phones);
  return {
    afterAdvertise(product: MyProduct) {
      focusOnceShown(rowButton(product._id, 'change-price'));
    },
    afterDelete(product: MyProduct) {
      const next = neighbourOf(phones, phones.findIndex((one) => one._id === product._id), offersActions);
      focusOnceShown(next ? rowButton(next._id, next.advertised ? 'change-price' : 'advertise') : () => heading.current);
    },
    /** The change failed: back on the button pressed. */
    backTo(product: MyProduct, action: RowActionName) {
      focusOnceShown(rowButton(product._id, action));
    },
  };
}
