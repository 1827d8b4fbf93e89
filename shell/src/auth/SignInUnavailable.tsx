import { appConfig } from '../config/app-config-store.ts';
import { ErrorText } from './AuthForm.tsx';
import { firebaseConfigProblem } from './firebase-auth.ts';

/** Why the login and sign-up forms cannot work on this deployment, or null when they can. */
export function signInUnavailableReason(): string | null {
  try {
    return firebaseConfigProblem(appConfig().firebase);
  } catch {
    return 'Sign-in is not available right now: the site configuration did not load.';
  }
}

export function SignInUnavailable({ reason }: { reason: string }) {
  return <ErrorText role="alert">{reason}</ErrorText>;
}
