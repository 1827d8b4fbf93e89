import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import type { MyProduct } from '@sellphones/contracts/schemas';
import { useErrorText } from '@sellphones/ui';

/** A change to one phone, as the row's dialogs send it. */
export interface PhoneChange<Change> {
  product: MyProduct;
  change: Change;
}

/** What each of the row's change dialogs is given. */
export interface ChangeDialogProps<Change> {
  /** The phone being changed; null while the dialog is closed. */
  product: MyProduct | null;
  saving: boolean;
  /** Why the API refused the last save, in the seller's language. */
  refusal: string | null;
  onSave(change: Change): void;
  onCancel(): void;
}

/**
 * A dialog that changes one of the seller's phones: which phone it is open for, and what its save
 * is doing. It closes once saved; a refusal stays in it, beside what was typed.
 */
export function useChangeDialog<Change>(
  mutation: UseMutationResult<unknown, Error, PhoneChange<Change>>,
  failed: string,
): { open(phone: MyProduct): void; dialog: ChangeDialogProps<Change> } {
  const [product, setProduct] = useState<MyProduct | null>(null);
  const errorText = useErrorText();
  return {
    open(phone: MyProduct) {
      mutation.reset();
      setProduct(phone);
    },
    dialog: {
      product,
      saving: mutation.isPending,
      refusal: mutation.isError ? errorText(mutation.error, failed) : null,
      onSave(change: Change) {
        if (product) mutation.mutate({ product, change }, { onSuccess: () => setProduct(null) });
      },
      onCancel: () => setProduct(null),
    },
  };
}
