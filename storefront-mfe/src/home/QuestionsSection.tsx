import styled from 'styled-components';
import { HomeSection } from './HomeSection.tsx';
import { useText } from '../texts.ts';

const QUESTIONS = ['sell', 'buy', 'card', 'advertise'] as const;

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
  const t = useText();
  return (
    <HomeSection id="questions" title={t('questions.title')}>
      <List>
        {QUESTIONS.map((item) => (
          <details key={item}>
            <summary>{t(`questions.items.${item}.question`)}</summary>
            <p>{t(`questions.items.${item}.answer`)}</p>
          </details>
        ))}
      </List>
    </HomeSection>
  );
}
