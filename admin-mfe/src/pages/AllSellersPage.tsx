import type { ShellApi } from '@sellphones/contracts';
import { Page, PageTitle } from '@sellphones/ui';

export function AllSellersPage(_props: { shell: ShellApi }) {
  return (
    <Page>
      <PageTitle>All Sellers</PageTitle>
    </Page>
  );
}
