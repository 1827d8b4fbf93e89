import { lazy, Suspense, useSyncExternalStore } from 'react';
import type * as HotToast from 'react-hot-toast';
import type { Notify, ToastKind } from '@sellphones/contracts';

// The toast library is fetched with the first toast, not with every page: most visits show none.
type ToastLibrary = typeof HotToast;
let library: Promise<ToastLibrary> | undefined;
const loadLibrary = () => (library ??= import('react-hot-toast'));

// Whether a toast was asked for yet: the host mounts the Toaster from then on.
let asked = false;
const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const wasAsked = () => asked;

const Toaster = lazy(async () => ({ default: (await loadLibrary()).Toaster }));

const TAPS_PASS_THROUGH = { pointerEvents: 'none' } as const;

/**
 * The spec's toast figures: top-center, 8 px gutter, success 2 s, others 4 s, loading until dismissed.
 * The toasts appear inside one polite live region that stays mounted for the whole visit: screen
 * readers announce what is added to a region they already know, and some skip a region that
 * arrives together with its text (which is how react-hot-toast brings each toast by default).
 * A toast is read, never pressed: a tap on it reaches what it covers (on a phone, the header's
 * language and menu buttons), so nobody waits seconds for it to go.
 */
export function ToastHost() {
  const needed = useSyncExternalStore(subscribe, wasAsked, wasAsked);
  return (
    <div role="status" aria-live="polite" data-testid="toast-announcer">
      {needed && (
        <Suspense fallback={null}>
          <Toaster
            position="top-center"
            gutter={8}
            toastOptions={{
              style: TAPS_PASS_THROUGH,
              duration: 4000,
              success: { duration: 2000 },
              loading: { duration: Infinity },
            }}
          />
        </Suspense>
      )}
    </div>
  );
}

// No live region on the toast itself (react-hot-toast's default): the host above announces it.
const NOT_A_LIVE_REGION = {} as HotToast.Toast['ariaProps'];

const MAX_VISIBLE = 20;
let shown: string[] = [];
let made = 0;

/**
 * `notify(message, kind)`: how remotes show a toast without bundling a Toaster of their own. The
 * id is given at once; the toast, and a later dismiss, follow in order once the library is here.
 */
export const notify: Notify = Object.assign(
  (message: string, kind: ToastKind = 'blank') => {
    made += 1;
    const id = `toast-${made}`;
    if (!asked) {
      asked = true;
      for (const listener of listeners) listener();
    }
    void loadLibrary().then(({ default: toast }) => {
      const options = { id, ariaProps: NOT_A_LIVE_REGION };
      if (kind === 'blank') toast(message, options);
      else toast[kind](message, options);
      shown = [...shown.filter((known) => known !== id), id];
      // The spec keeps at most 20 toasts on screen: the oldest goes first.
      while (shown.length > MAX_VISIBLE) toast.dismiss(shown.shift());
    });
    return id;
  },
  {
    dismiss: (id?: string) => {
      // Before the first toast there is nothing to dismiss.
      void library?.then(({ default: toast }) => toast.dismiss(id));
    },
  },
);
