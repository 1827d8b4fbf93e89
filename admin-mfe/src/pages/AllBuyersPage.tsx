import type { ShellApi } from '@sellphones/contracts';
import { Page, PageTitle } from '@sellphones/ui';

export function AllBuyersPage(_props: { shell: ShellApi }) {
  return (
    <Page>
      <PageTitle>All Buyers</PageTitle>
    </Page>
  );
}
