import { Button, EmptyState } from '@sellphones/ui';

export function RemoteUnavailable({ area, onRetry }: { area: string; onRetry(): void }) {
  return (
    <div role="alert">
      <EmptyState title={`${area} is unavailable right now`}>
        <p>Please check your connection and try again. The rest of the site still works.</p>
        <Button type="button" onClick={onRetry}>
          Retry
        </Button>
      </EmptyState>
    </div>
  );
}
