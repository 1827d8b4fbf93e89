import { LocaleProvider } from '@sellphones/ui';
import type { BuyerPage, RemoteAppProps } from '@sellphones/contracts';
import { MyOrdersPage } from './pages/MyOrdersPage.tsx';
import { OrderPage } from './pages/OrderPage.tsx';
import { PaymentPage } from './pages/PaymentPage.tsx';

/** The remote's one exposed module: the shell names the page, the router gives its params. */
export default function App({ shell, page }: RemoteAppProps<BuyerPage>) {
  return (
    <LocaleProvider language={shell.language} currency={shell.currency}>
      <AppPage shell={shell} page={page} />
    </LocaleProvider>
  );
}

function AppPage({ shell, page }: RemoteAppProps<BuyerPage>) {
  switch (page) {
    case 'myOrders':
      return <MyOrdersPage shell={shell} />;
    case 'payment':
      return <PaymentPage shell={shell} />;
    case 'order':
      return <OrderPage shell={shell} />;
  }
}
