import { Link } from 'react-router-dom';
import { EmptyState } from '@sellphones/ui';

export function NotFoundPage() {
  return (
    <EmptyState level={1} title="404 Not Found">
      <p>There is no page at this address.</p>
      <Link to="/">Back to homepage</Link>
    </EmptyState>
  );
}
