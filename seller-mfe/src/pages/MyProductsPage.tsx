import type { ShellApi } from '@sellphones/contracts';
import { Page, PageTitle } from '@sellphones/ui';

export function MyProductsPage(_props: { shell: ShellApi }) {
  return (
    <Page>
      <PageTitle>My Products</PageTitle>
    </Page>
  );
}
