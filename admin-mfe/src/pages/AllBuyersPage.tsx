import type { ShellApi } from '@sellphones/contracts';
import { Page, PageTitle } from '@sellphones/ui';
import { AccountsList } from '../accounts/AccountsList.tsx';

export function AllBuyersPage({ shell }: { shell: ShellApi }) {
  return (
    <Page>
      <PageTitle>All Buyers</PageTitle>
      <AccountsList shell={shell} kind="buyer" />
    </Page>
  );
}
