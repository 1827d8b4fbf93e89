import { Link } from 'react-router-dom';
import { EmptyState } from '@sellphones/ui';
import { useText } from '../texts.ts';

export function NotFoundPage() {
  const t = useText();
  return (
    <EmptyState level={1} title={t('notFound.title')}>
      <p>{t('notFound.text')}</p>
      <Link to="/">{t('notFound.back')}</Link>
    </EmptyState>
  );
}
