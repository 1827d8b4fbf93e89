import { useCallback, useState } from 'react';
import type { KeptOnDevice } from '@sellphones/contracts';
import { DRAFT_NAME, draftValues, readDraft, writeDraft, type KeptPhoto, type StoredValues } from './listing-draft.ts';

/**
 * The seller's half-filled listing, kept on this device as they type and given back when they
 * come back to Add a Product (after another page, a reload, a closed tab or a flat battery).
 * `refused`: the device would not keep it (storage full or off); `keeps`: what is typed is kept
 * (false then, and in an older shell, which keeps nothing).
 */
export function useListingDraft(device: KeptOnDevice | undefined) {
  const [restored] = useState(() => (device ? readDraft(device) : null));
  const [refused, setRefused] = useState(false);

  const keep = useCallback(
    (values: StoredValues, photos: KeptPhoto[]) => {
      if (device) setRefused(!writeDraft(device, { savedAt: Date.now(), values: draftValues(values), photos }));
    },
    [device],
  );
  const forget = useCallback(() => device?.forget(DRAFT_NAME), [device]);

  return { restored, refused, keeps: device !== undefined && !refused, keep, forget };
}
