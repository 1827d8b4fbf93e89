import { useEffect, useState } from 'react';
import { signsInWithPassword } from './account-flows.ts';

/**
 * Whether the signed-in account logs in with a password (true) or with Google (false); null until
 * Firebase has said, or when it cannot.
 */
export function useSignsInWithPassword(): boolean | null {
  const [answer, setAnswer] = useState<boolean | null>(null);
  useEffect(() => {
    let shown = true;
    signsInWithPassword().then(
      (withPassword) => shown && setAnswer(withPassword),
      () => undefined,
    );
    return () => {
      shown = false;
    };
  }, []);
  return answer;
}
