import styled from 'styled-components';
import { HomeSection } from './HomeSection.tsx';

const STEPS = [
  { title: 'Create an account', text: 'Sign up as a seller to list phones, or as a buyer to book them.' },
  { title: 'List your phone', text: 'Add a photo, the prices, how long you used it and where to meet.' },
  { title: 'Meet the buyer', text: 'A buyer books it with their phone number and a meeting place.' },
  { title: 'Get paid', text: 'The buyer pays by card and the phone is marked as sold.' },
];

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
  return (
    <HomeSection id="how-it-works" title="How it Works">
      <Steps>
        {STEPS.map((step) => (
          <li key={step.title}>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </Steps>
    </HomeSection>
  );
}
