import toast, { Toaster, type Toast } from 'react-hot-toast';
import type { Notify, ToastKind } from '@sellphones/contracts';

/**
 * The spec's toast figures: top-center, 8 px gutter, success 2 s, others 4 s, loading until dismissed.
 * The toasts appear inside one polite live region that stays mounted for the whole visit: screen
 * readers announce what is added to a region they already know, and some skip a region that
 * arrives together with its text (which is how react-hot-toast brings each toast by default).
 */
export function ToastHost() {
  return (
    <div role="status" aria-live="polite" data-testid="toast-announcer">
      <Toaster
        position="top-center"
        gutter={8}
        toastOptions={{ duration: 4000, success: { duration: 2000 }, loading: { duration: Infinity } }}
      />
    </div>
  );
}

// No live region on the toast itself (react-hot-toast's default): the host above announces it.
const NOT_A_LIVE_REGION = {} as Toast['ariaProps'];

const MAX_VISIBLE = 20;
let shown: string[] = [];

/** `notify(message, kind)`: how remotes show a toast without bundling a Toaster of their own. */
export const notify: Notify = Object.assign(
  (message: string, kind: ToastKind = 'blank') => {
    const options = { ariaProps: NOT_A_LIVE_REGION };
    const id = kind === 'blank' ? toast(message, options) : toast[kind](message, options);
    shown = [...shown.filter((known) => known !== id), id];
    // The spec keeps at most 20 toasts on screen: the oldest goes first.
    while (shown.length > MAX_VISIBLE) toast.dismiss(shown.shift());
    return id;
  },
  { dismiss: (id?: string) => toast.dismiss(id) },
);
