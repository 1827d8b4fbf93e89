import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { EmailAddress, PageTitle, Page, PersonPhoto } from '@sellphones/ui';
import { useSessionStore } from '../session/session-store.ts';
import { useText } from '../texts.ts';

/** The photo beside the welcome and the account under it; the photo above them on a narrow phone. */
const Account = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  > div {
    flex: 1 1 14rem;
    min-width: 0;
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.muted};
    overflow-wrap: anywhere;
  }
`;

/** The dashboard's first page: whose account this is (the photo given at sign-up) and where to go. */
export function DashboardWelcome() {
  const user = useSessionStore((state) => state.user);
  const role = useSessionStore((state) => state.role);
  const t = useText();
  if (!user) {
    return (
      <Page>
        <PageTitle>{t('dashboard.welcome')}</PageTitle>
      </Page>
    );
  }
  // A sign-in profile without a name stands in its email (establish-session): said once, below.
  const named = user.name !== user.email;
  return (
    <Page>
      <Account>
        <PersonPhoto name={user.name} photo={user.photoURL} size={72} alt={t('dashboard.yourPhoto')} />
        <div>
          <PageTitle>{named ? t('dashboard.welcomeNamed', { name: user.name }) : t('dashboard.welcome')}</PageTitle>
          <p>
            {t('dashboard.signedInAs')} <EmailAddress email={user.email} />
            {role && ` · ${t(`dashboard.accountKinds.${role}`)}`}
          </p>
          <p>
            <Link to="/dashboard/profile">{t('dashboard.changeProfile')}</Link>
          </p>
        </div>
      </Account>
      {role && <p>{t(`dashboard.hints.${role}`)}</p>}
    </Page>
  );
}
