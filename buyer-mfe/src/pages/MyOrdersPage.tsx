import type { ShellApi } from '@sellphones/contracts';
import { Page, PageTitle } from '@sellphones/ui';

export function MyOrdersPage(_props: { shell: ShellApi }) {
  return (
    <Page>
      <PageTitle>My Orders</PageTitle>
    </Page>
  );
}
