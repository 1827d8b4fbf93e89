import { Button, EmptyState } from '@sellphones/ui';

export function RemoteUnavailable({ area, onRetry }: { area: string; onRetry(): void }) {
  return (
    <div role="alert">
      <EmptyState title={`${area} is unavailable right now`}>
        {/* Not "check your connection": the cause is as often on our side (a remote's host down,
            or not allowed by the page's policy) as on the visitor's. */}
        <p>This part of the site could not be loaded. Try again in a moment; the rest of the site still works.</p>
        <Button type="button" onClick={onRetry}>
          Retry
        </Button>
      </EmptyState>
    </div>
  );
}
