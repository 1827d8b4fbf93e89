import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemotesConfig } from '@sellphones/contracts';
import type { RemoteModule, RemoteName } from './remote-modules.ts';

let entries: RemotesConfig | null = null;
const loaded = new Map<RemoteName, RemoteModule<RemoteName>>();

/** Registers the remotes named in /remotes.json. Nothing is downloaded until a route needs it. */
export function registerRemotesFrom(config: RemotesConfig): void {
  entries = config;
  registerRemotes(Object.entries(config).map(([name, entry]) => ({ name, entry })));
}

/** Loads a remote's `./App`; after a failure, `fresh` re-registers it so the fetch happens again. */
export async function loadRemoteApp<Name extends RemoteName>(
  name: Name,
  fresh = false,
): Promise<RemoteModule<Name>> {
  if (!entries) throw new Error('Remotes are not registered yet');
  if (fresh) registerRemotes([{ name, entry: entries[name] }], { force: true });
  const module = await loadRemote<RemoteModule<Name>>(`${name}/App`);
  if (!module) throw new Error(`${name} did not load`);
  loaded.set(name, module as RemoteModule<RemoteName>);
  return module;
}

/** The remote's `./App` once it has loaded, or undefined. */
export function loadedRemoteApp<Name extends RemoteName>(name: Name): RemoteModule<Name> | undefined {
  return loaded.get(name) as RemoteModule<Name> | undefined;
}
