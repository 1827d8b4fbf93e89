import type { KeptOnDevice } from '@sellphones/contracts';

/** Everything kept for any account starts so: logging out removes it all. */
const KEPT_PREFIX = 'sellphones:kept:';

/**
 * What the apps keep on this device for one account (ShellApi.keptOnDevice), in localStorage
 * under the account's own keys. Storage that is full or turned off keeps nothing and says so.
 */
export function keptOnDeviceFor(uid: string): KeptOnDevice {
  const key = (name: string) => `${KEPT_PREFIX}${uid}:${name}`;
  return {
    read: (name) => {
      try {
        return localStorage.getItem(key(name));
      } catch {
        return null;
      }
    },
    write: (name, value) => {
      try {
        localStorage.setItem(key(name), value);
        return true;
      } catch {
        return false;
      }
    },
    forget: (name) => {
      try {
        localStorage.removeItem(key(name));
      } catch {
        // Storage that cannot be used kept nothing either.
      }
    },
  };
}

/** At log out: what was kept for any account on this device goes, for the next person on a shared phone. */
export function forgetKeptOnDevice(): void {
  try {
    for (let index = localStorage.length - 1; index >= 0; index -= 1) {
      const key = localStorage.key(index);
      if (key?.startsWith(KEPT_PREFIX)) localStorage.removeItem(key);
    }
  } catch {
    // Storage that cannot be used kept nothing either.
  }
}
