import styled from 'styled-components';
import { HomeSection } from './HomeSection.tsx';

const QUESTIONS = [
  {
    question: 'How do I sell my phone here?',
    answer: 'Sign up with a seller account, choose Add A Product in your dashboard, and fill in the photo, prices and meeting place. Your phone appears in its brand list at once.',
  },
  {
    question: 'How do I buy a phone?',
    answer: 'Open a brand, pick a phone and press Book Now. Give your phone number and a place to meet; the seller sees your booking and you pay from My Orders.',
  },
  {
    question: 'Is paying by card safe?',
    answer: 'Card details go straight to the payment provider; we never see or store them. The phone is marked as sold only after the payment succeeds.',
  },
  {
    question: 'What does advertising a phone do?',
    answer: 'An advertised phone is shown on this home page to every visitor, even before they sign in, until it is sold.',
  },
];

const List = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 760px;
  width: 100%;
  margin: 0 auto;
  details {
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
    border: 1px solid ${({ theme }) => theme.color.line};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
  }
  summary {
    cursor: pointer;
    font-weight: 600;
    min-height: 32px;
    display: list-item;
  }
  p {
    margin: ${({ theme }) => theme.space(2)} 0 0;
    color: ${({ theme }) => theme.color.muted};
  }
`;

/** The home page's questions and answers about selling and buying here. */
export function QuestionsSection() {
  return (
    <HomeSection id="questions" title="Questions and answers">
      <List>
        {QUESTIONS.map((item) => (
          <details key={item.question}>
            <summary>{item.question}</summary>
            <p>{item.answer}</p>
          </details>
        ))}
      </List>
    </HomeSection>
  );
}
