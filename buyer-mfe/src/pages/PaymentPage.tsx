import type { ShellApi } from '@sellphones/contracts';
import { Page, PageTitle } from '@sellphones/ui';

export function PaymentPage(_props: { shell: ShellApi }) {
  return (
    <Page>
      <PageTitle>Payment</PageTitle>
    </Page>
  );
}
