import { Button, EmptyState } from '@sellphones/ui';
import { useText } from '../texts.ts';
import type { RemoteName } from './remote-modules.ts';

export function RemoteUnavailable({ area, onRetry }: { area: RemoteName; onRetry(): void }) {
  const t = useText();
  return (
    <div role="alert">
      <EmptyState title={t('remote.unavailable', { area: t(`remote.areas.${area}`) })}>
        {/* Not "check your connection": the cause is as often on our side (a remote's host down,
            or not allowed by the page's policy) as on the visitor's. */}
        <p>{t('remote.text')}</p>
        <Button type="button" onClick={onRetry}>
          {t('remote.retry')}
        </Button>
      </EmptyState>
    </div>
  );
}
