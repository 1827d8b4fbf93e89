import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import type { RemoteAppProps } from '@sellphones/contracts';
import { Loading } from '@sellphones/ui';
import { useShellApi } from '../session/useShellApi.ts';
import { loadRemoteApp } from './remote-registry.ts';
import { AREA_NAMES, type PageOf, type RemoteName } from './remote-modules.ts';
import { RemoteErrorBoundary } from './RemoteErrorBoundary.tsx';
import { RemoteUnavailable } from './RemoteUnavailable.tsx';

/** Renders one page of a remote, loaded at run time, with a loading text and a fallback. */
export function RemoteArea<Name extends RemoteName>({ remote, page }: { remote: Name; page: PageOf<Name> }) {
  const shell = useShellApi();
  const [attempt, setAttempt] = useState(0);
  const RemoteApp = useMemo(
    () => lazy<ComponentType<RemoteAppProps<PageOf<Name>>>>(() => loadRemoteApp(remote, attempt > 0)),
    [remote, attempt],
  );
  return (
    <RemoteErrorBoundary
      key={attempt}
      onRetry={() => setAttempt((n) => n + 1)}
      fallback={(retry) => <RemoteUnavailable area={AREA_NAMES[remote]} onRetry={retry} />}
    >
      <Suspense fallback={<Loading />}>
        <RemoteApp shell={shell} page={page} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
