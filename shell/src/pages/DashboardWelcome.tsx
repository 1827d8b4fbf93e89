import { PageTitle, Page } from '@sellphones/ui';
import { useSessionStore } from '../session/session-store.ts';
import { useText } from '../texts.ts';


export function DashboardWelcome() {
  const user = useSessionStore((state) => state.user);
  const role = useSessionStore((state) => state.role);
  const t = useText();
  return (
    <Page>
      <PageTitle>{user ? t('dashboard.welcomeNamed', { name: user.name }) : t('dashboard.welcome')}</PageTitle>
      {role && <p>{t(`dashboard.hints.${role}`)}</p>}
    </Page>
  );
}
