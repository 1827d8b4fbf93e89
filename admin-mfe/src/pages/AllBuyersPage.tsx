import type { ShellApi } from '@sellphones/contracts';
import { Page, PageTitle } from '@sellphones/ui';
import { AccountsList } from '../accounts/AccountsList.tsx';
import { useText } from '../texts.ts';

export function AllBuyersPage({ shell }: { shell: ShellApi }) {
  const t = useText();
  return (
    <Page>
      <PageTitle>{t('accounts.buyer.title')}</PageTitle>
      <AccountsList shell={shell} kind="buyer" />
    </Page>
  );
}
