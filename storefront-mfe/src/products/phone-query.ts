import { useQuery } from '@tanstack/react-query';
import { isApiError, type ShellApi } from '@sellphones/contracts';
import type { PhonePage } from '@sellphones/contracts/schemas';

/**
 * One phone's page as the reader sees it (GET /phones/:id): its page, and the booking form, which
 * asks first whether the reader may book it at all.
 */
export function usePhoneQuery(shell: ShellApi, id: string) {
  return useQuery({
    // The user is part of the key: the phone number, "own phone" and their booking depend on who asks.
    queryKey: ['phone', id, shell.user?.uid ?? null],
    queryFn: ({ signal }) => shell.request<PhonePage>(`/phones/${encodeURIComponent(id)}`, { signal }),
    // A phone gone or unknown stays so: asking again would only delay the answer.
    retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
    // Read again on every visit, as the API asks (no-cache): a phone booked or sold meanwhile
    // must not still offer Book Now.
    staleTime: 0,
  });
}
