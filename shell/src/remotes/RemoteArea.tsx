import { createElement, lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemoteAppProps } from '@sellphones/contracts';
import { Loading } from '@sellphones/ui';
import { useShellApi } from '../session/useShellApi.ts';
import { readyRemoteApp } from './ready-remote-apps.ts';
import { loadRemoteApp } from './remote-registry.ts';
import type { PageOf, RemoteName } from './remote-modules.ts';
import { RemoteErrorBoundary } from './RemoteErrorBoundary.tsx';
import { RemoteUnavailable } from './RemoteUnavailable.tsx';

type RemoteApp<Name extends RemoteName> = LazyExoticComponent<ComponentType<RemoteAppProps<PageOf<Name>>>>;

/** One lazy component per remote and attempt, made once, so React keeps the loaded module. */
const lazyApps = new Map<string, RemoteApp<RemoteName>>();

function lazyRemoteApp<Name extends RemoteName>(remote: Name, attempt: number): RemoteApp<Name> {
  const key = `${remote}#${attempt}`;
  let app = lazyApps.get(key);
  if (!app) {
    app = lazy(() => loadRemoteApp(remote, attempt > 0)) as RemoteApp<RemoteName>;
    lazyApps.set(key, app);
  }
  return app as RemoteApp<Name>;
}

/** Renders one page of a remote, loaded at run time, with a loading text and a fallback. */
export function RemoteArea<Name extends RemoteName>({ remote, page }: { remote: Name; page: PageOf<Name> }) {
  const shell = useShellApi();
  const [attempt, setAttempt] = useState(0);
  // A remote loaded before the first render shows without a pass through the loading text; else
  // the lazy component, cached per remote and attempt (above), so it is stable across renders.
  const ready = attempt === 0 ? readyRemoteApp(remote) : undefined;
  const remoteApp = createElement(ready?.default ?? lazyRemoteApp(remote, attempt), { shell, page });
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
