import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useText } from '../texts.ts';

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.color.success};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  p {
    margin: 0;
  }
  strong {
    color: ${({ theme }) => theme.color.success};
    font-size: 1.15rem;
  }
  code {
    word-break: break-all;
  }
`;

/** A ref that focuses its element once it is on the page. */
const focusOnShow = (node: HTMLElement | null) => node?.focus();

/**
 * The result of a completed payment, with the transaction id a buyer can quote (bKash's comes by
 * SMS). A card payment's replaces the form the buyer paid in: it takes the keyboard, which would
 * otherwise fall to the page's start, and a screen reader reads it.
 */
export function PaymentSucceeded({ transactionId }: { transactionId?: string }) {
  const t = useText();
  return (
    <Box role="status" tabIndex={-1} ref={transactionId ? focusOnShow : undefined}>
      <strong>{t('payment.paid')}</strong>
      {transactionId && (
        <p>
          {t('payment.transactionId')} <code data-testid="transaction-id">{transactionId}</code>
        </p>
      )}
      <p>
        <Link to="/dashboard/myOrders">{t('payment.backToOrders')}</Link>
      </p>
    </Box>
  );
}
