import styled from 'styled-components';

/** What each step of an order is called on its timeline (the API's event names). */
const EVENT_LABELS: Record<string, string> = {
  booked: 'Booked',
  paid: 'Paid',
  handed_over: 'Handed over (de-registered from NEIR)',
  received: 'Received',
  completed: 'Completed',
  dispute_opened: 'Problem reported',
  dispute_refunded: 'Refunded',
  dispute_closed: 'Dispute closed',
  rated: 'Seller rated',
};

const Steps = styled.ol`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;
const When = styled.time`
  color: ${({ theme }) => theme.color.muted};
  margin-left: ${({ theme }) => theme.space(2)};
`;

export interface TimelineStep {
  event: string;
  at: string;
  automatic?: boolean;
}

/** An order's steps with their dates, as both of its sides see them. */
export function OrderTimeline({ steps }: { steps: readonly TimelineStep[] }) {
  return (
    <Steps aria-label="Order timeline">
      {steps.map((step) => (
        <li key={`${step.event}-${step.at}`}>
          {EVENT_LABELS[step.event] ?? step.event}
          {step.automatic ? ' (counted 7 days after handover)' : ''}
          <When dateTime={step.at}>{new Date(step.at).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' })}</When>
        </li>
      ))}
    </Steps>
  );
}
