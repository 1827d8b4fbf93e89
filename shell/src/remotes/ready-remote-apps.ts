import { apiClient } from '../session/api-client.ts';
import { loadRemoteApp } from './remote-registry.ts';
import type { PageOf, RemoteModule, RemoteName } from './remote-modules.ts';

const ready = new Map<RemoteName, RemoteModule<RemoteName>>();

/**
 * Loads a remote's `./App` and the code of one of its pages before anything of it renders. The
 * area then shows the page at once instead of its loading text: React reveals what replaces a
 * loading text no sooner than 300 ms after the text appeared.
 */
export async function prepareRemotePage<Name extends RemoteName>(remote: Name, page: PageOf<Name>): Promise<void> {
  const module = await loadRemoteApp(remote);
  await module.preloadPage?.(page, { request: apiClient().request });
  ready.set(remote, module as RemoteModule<RemoteName>);
}

/** The remote's `./App` when `prepareRemotePage` has loaded it, or undefined. */
export function readyRemoteApp<Name extends RemoteName>(remote: Name): RemoteModule<Name> | undefined {
  return ready.get(remote) as RemoteModule<Name> | undefined;
}
