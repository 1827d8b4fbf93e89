import { PageTitle, Page } from '@sellphones/ui';
import { useSessionStore } from '../session/session-store.ts';

const ROLE_HINT = {
  buyer: 'Your bookings and payments are under My Orders.',
  seller: 'Add a phone for sale, or manage the ones you listed, from the menu.',
  admin: 'Buyers and sellers are listed in the menu.',
} as const;

export function DashboardWelcome() {
  const user = useSessionStore((state) => state.user);
  const role = useSessionStore((state) => state.role);
  return (
    <Page>
      <PageTitle>Welcome to your dashboard{user ? `, ${user.name}` : ''}</PageTitle>
      {role && <p>{ROLE_HINT[role]}</p>}
    </Page>
  );
}
