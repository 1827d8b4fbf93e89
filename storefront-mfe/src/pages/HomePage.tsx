import type { ShellApi } from '@sellphones/contracts';
import { Page, PageTitle } from '@sellphones/ui';

export function HomePage(_props: { shell: ShellApi }) {
  return (
    <Page>
      <PageTitle>BEST PLACE TO SELL YOUR PHONES</PageTitle>
    </Page>
  );
}
