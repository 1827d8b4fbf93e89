import type { ShellApi } from '@sellphones/contracts';
import { Page, PageTitle } from '@sellphones/ui';
import { AccountsList } from '../accounts/AccountsList.tsx';
import { useText } from '../texts.ts';

export function AllSellersPage({ shell }: { shell: ShellApi }) {
  const t = useText();
  return (
    <Page>
      <PageTitle>{t('accounts.seller.title')}</PageTitle>
      <AccountsList shell={shell} kind="seller" />
    </Page>
  );
}
