import { useLocation } from 'react-router-dom';

interface FromState {
  from?: { pathname?: string; search?: string; hash?: string };
}

/** Where the user was going before being sent to log in (RequireAuth keeps it), or home. */
export function useReturnPath(): { returnPath: string; state: FromState | null } {
  const location = useLocation();
  const state = (location.state ?? null) as FromState | null;
  const from = state?.from;
  const returnPath = from?.pathname ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}` : '/';
  return { returnPath, state: from ? { from } : null };
}
