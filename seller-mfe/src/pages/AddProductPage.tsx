import type { ShellApi } from '@sellphones/contracts';
import { Page, PageTitle } from '@sellphones/ui';

export function AddProductPage(_props: { shell: ShellApi }) {
  return (
    <Page>
      <PageTitle>Add A Product</PageTitle>
    </Page>
  );
}
