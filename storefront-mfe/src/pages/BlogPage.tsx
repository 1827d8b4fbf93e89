import type { ShellApi } from '@sellphones/contracts';
import { Page, PageTitle } from '@sellphones/ui';

export function BlogPage(_props: { shell: ShellApi }) {
  return (
    <Page>
      <PageTitle>Blog</PageTitle>
    </Page>
  );
}
