import { Link } from 'react-router-dom';
import { EmptyState } from '@sellphones/ui';

export function NotFoundPage() {
  return (
    <EmptyState title="404 Not Found">
      <p>There is no page at this address.</p>
      <Link to="/">Back to homepage</Link>
    </EmptyState>
  );
}
