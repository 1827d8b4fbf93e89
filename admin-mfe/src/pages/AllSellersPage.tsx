import type { ShellApi } from '@sellphones/contracts';
import { Page, PageTitle } from '@sellphones/ui';
import { AccountsList } from '../accounts/AccountsList.tsx';

export function AllSellersPage({ shell }: { shell: ShellApi }) {
  return (
    <Page>
      <PageTitle>All Sellers</PageTitle>
      <AccountsList shell={shell} kind="seller" />
    </Page>
  );
}
