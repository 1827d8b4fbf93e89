import type { ShellApi } from '@sellphones/contracts';
import { Page, PageTitle } from '@sellphones/ui';

export function CategoryPage(_props: { shell: ShellApi }) {
  return (
    <Page>
      <PageTitle>Category</PageTitle>
    </Page>
  );
}
