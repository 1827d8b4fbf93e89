import { LocaleProvider } from '@sellphones/ui';
import type { AdminPage, RemoteAppProps } from '@sellphones/contracts';
import { AllBuyersPage } from './pages/AllBuyersPage.tsx';
import { AllSellersPage } from './pages/AllSellersPage.tsx';
import { AuditLogPage } from './pages/AuditLogPage.tsx';
import { DisputesPage } from './pages/DisputesPage.tsx';
import { ModerationPage } from './pages/ModerationPage.tsx';
import { RatingsPage } from './pages/RatingsPage.tsx';

/** The remote's one exposed module: the shell names the page, the router gives its params. */
export default function App({ shell, page }: RemoteAppProps<AdminPage>) {
  return (
    <LocaleProvider language={shell.language} currency={shell.currency}>
      <AppPage shell={shell} page={page} />
    </LocaleProvider>
  );
}

function AppPage({ shell, page }: RemoteAppProps<AdminPage>) {
  switch (page) {
    case 'allBuyers':
      return <AllBuyersPage shell={shell} />;
    case 'allSellers':
      return <AllSellersPage shell={shell} />;
    case 'moderation':
      return <ModerationPage shell={shell} />;
    case 'disputes':
      return <DisputesPage shell={shell} />;
    case 'ratings':
      return <RatingsPage shell={shell} />;
    case 'auditLog':
      return <AuditLogPage shell={shell} />;
  }
}
