import styled from 'styled-components';
import { useCommonText } from './i18n/app-texts.ts';
import { useFormat } from './i18n/format-hooks.ts';

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
  const t = useCommonText();
  const format = useFormat();
  return (
    <Steps aria-label={t('timeline.label')}>
      {steps.map((step) => (
        <li key={`${step.event}-${step.at}`}>
          {/* The step by the API's event name; one this version does not know yet, as the API names it. */}
          {t(`timeline.events.${step.event}`, { defaultValue: step.event })}
          {step.automatic ? t('timeline.automatic') : ''}
          <When dateTime={step.at}>{format.dateTime(step.at)}</When>
        </li>
      ))}
    </Steps>
  );
}
