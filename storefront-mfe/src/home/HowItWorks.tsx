import styled from 'styled-components';
import { HomeSection } from './HomeSection.tsx';
import { useText } from '../texts.ts';

const STEPS = ['account', 'list', 'meet', 'paid'] as const;

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 200px), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
  li {
    counter-increment: step;
    padding: ${({ theme }) => theme.space(4)};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
    border: 1px solid ${({ theme }) => theme.color.line};
  }
  li::before {
    content: counter(step);
    display: inline-grid;
    place-items: center;
    width: 2rem;
    height: 2rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.brand};
    color: #fff;
    font-weight: 700;
  }
  /* The step's number in the page's digits. */
  &:lang(bn) li::before {
    content: counter(step, bengali);
  }
  h3 {
    margin: ${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(1)};
    font-size: 1.05rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.muted};
  }
`;

export function HowItWorks() {
  const t = useText();
  return (
    <HomeSection id="how-it-works" title={t('howItWorks.title')}>
      <Steps>
        {STEPS.map((step) => (
          <li key={step}>
            <h3>{t(`howItWorks.steps.${step}.title`)}</h3>
            <p>{t(`howItWorks.steps.${step}.text`)}</p>
          </li>
        ))}
      </Steps>
    </HomeSection>
  );
}
