import toast, { Toaster } from 'react-hot-toast';
import type { Notify, ToastKind } from '@sellphones/contracts';

/** The spec's toast figures: top-center, 8 px gutter, success 2 s, others 4 s, loading until dismissed. */
export function ToastHost() {
  return (
    <Toaster
      position="top-center"
      gutter={8}
      toastOptions={{ duration: 4000, success: { duration: 2000 }, loading: { duration: Infinity } }}
    />
  );
}

const MAX_VISIBLE = 20;
let shown: string[] = [];

/** `notify(message, kind)`: how remotes show a toast without bundling a Toaster of their own. */
export const notify: Notify = Object.assign(
  (message: string, kind: ToastKind = 'blank') => {
    const id = kind === 'blank' ? toast(message) : toast[kind](message);
    shown = [...shown.filter((known) => known !== id), id];
    // The spec keeps at most 20 toasts on screen: the oldest goes first.
    while (shown.length > MAX_VISIBLE) toast.dismiss(shown.shift());
    return id;
  },
  { dismiss: (id?: string) => toast.dismiss(id) },
);
