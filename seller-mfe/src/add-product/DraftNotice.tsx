import { useState } from 'react';
import styled from 'styled-components';
import { Button, ConfirmDialog, useFormat } from '@sellphones/ui';
import { useText } from '../texts.ts';

const Notice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.color.page};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.sm};
  p {
    margin: 0;
    flex: 1 1 16rem;
  }
`;

interface DraftNoticeProps {
  savedAt: number;
  /** Photos of the draft the API no longer keeps. */
  photosGone: number;
  onStartOver(): void;
}

/** Says that the form holds the listing the seller started earlier, and offers to start over (after asking). */
export function DraftNotice({ savedAt, photosGone, onStartOver }: DraftNoticeProps) {
  const t = useText();
  const format = useFormat();
  const [asking, setAsking] = useState(false);
  return (
    <Notice role="status">
      <p>
        {t('draft.kept', { when: format.dateTime(savedAt) })}
        {photosGone > 0 && ` ${t('draft.photosGone')}`}
      </p>
      <Button type="button" $variant="secondary" onClick={() => setAsking(true)}>
        {t('draft.startOver')}
      </Button>
      <ConfirmDialog
        open={asking}
        message={t('draft.startOverQuestion')}
        confirmLabel={t('draft.startOver')}
        danger
        onConfirm={() => {
          setAsking(false);
          onStartOver();
        }}
        onCancel={() => setAsking(false)}
      />
    </Notice>
  );
}
