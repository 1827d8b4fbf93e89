import type { ComponentType } from 'react';
import styled from 'styled-components';
import type { ShellApi } from '@sellphones/contracts';
import { AdvertiseSection } from '../home/AdvertiseSection.tsx';
import { BrandGrid } from '../home/BrandGrid.tsx';
import { HeroBanner } from '../home/HeroBanner.tsx';
import { HowItWorks } from '../home/HowItWorks.tsx';
import { QuestionsSection } from '../home/QuestionsSection.tsx';
import { ReviewsSection } from '../home/ReviewsSection.tsx';
import { useRevealedCount } from '../home/useRevealedCount.ts';

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(12)};
`;

/** The sections under the first screen, in the spec's order. */
const BELOW_THE_FOLD: Array<ComponentType<{ shell: ShellApi }>> = [
  AdvertiseSection,
  HowItWorks,
  ReviewsSection,
  QuestionsSection,
];

/** The spec's six home sections, in its order. Visible without login. */
export function HomePage({ shell }: { shell: ShellApi }) {
  // The first screen (hero, brands) renders first; the sections below it one by one right after.
  const revealed = useRevealedCount(BELOW_THE_FOLD.length);
  return (
    <Sections>
      <HeroBanner />
      <BrandGrid shell={shell} />
      {BELOW_THE_FOLD.slice(0, revealed).map((Section, index) => (
        // A fixed list, only ever extended at its end: the position is the section.
        <Section key={index} shell={shell} />
      ))}
    </Sections>
  );
}
