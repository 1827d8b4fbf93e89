import { createElement, lazy, Suspense, useState, type ComponentType } from 'react';
import type { RemoteAppProps } from '@sellphones/contracts';
import { Loading } from '@sellphones/ui';
import { useShellApi } from '../session/useShellApi.ts';
import { loadedRemoteApp, loadRemoteApp } from './remote-registry.ts';
import type { PageOf, RemoteName } from './remote-modules.ts';
import { RemoteErrorBoundary } from './RemoteErrorBoundary.tsx';
import { RemoteUnavailable } from './RemoteUnavailable.tsx';

type RemoteApp<Name extends RemoteName> = ComponentType<RemoteAppProps<PageOf<Name>>>;

/** One component per remote and attempt, chosen once, so React keeps what it has mounted. */
const remoteApps = new Map<string, RemoteApp<RemoteName>>();

function remoteAppOf<Name extends RemoteName>(remote: Name, attempt: number): RemoteApp<Name> {
  const key = `${remote}#${attempt}`;
  let app = remoteApps.get(key);
  if (!app) {
    // A remote already loaded (the home page's, see bootstrap) renders without a pass through
    // the loading text; any other is lazy.
    const loaded = attempt === 0 ? loadedRemoteApp(remote)?.default : undefined;
    app = (loaded ?? lazy(() => loadRemoteApp(remote, attempt > 0))) as RemoteApp<RemoteName>;
    remoteApps.set(key, app);
  }
  return app as RemoteApp<Name>;
}

/** Renders one page of a remote, loaded at run time, with a loading text and a fallback. */
export function RemoteArea<Name extends RemoteName>({ remote, page }: { remote: Name; page: PageOf<Name> }) {
  const shell = useShellApi();
  const [attempt, setAttempt] = useState(0);
  const remoteApp = createElement(remoteAppOf(remote, attempt), { shell, page });
  return (
    <RemoteErrorBoundary
      key={attempt}
      onRetry={() => setAttempt((n) => n + 1)}
      fallback={(retry) => <RemoteUnavailable area={remote} onRetry={retry} />}
    >
      <Suspense fallback={<Loading />}>
        {remoteApp}
      </Suspense>
    </RemoteErrorBoundary>
  );
}
