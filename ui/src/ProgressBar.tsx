import styled from 'styled-components';

const Track = styled.div`
  height: 8px;
  border-radius: 4px;
  background: ${({ theme }) => theme.color.line};
  overflow: hidden;
`;
const Fill = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.color.brand};
  transition: width 120ms linear;
`;

/** Upload progress, 0 to 1, readable by screen readers as a percentage. */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <Track role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
      <Fill style={{ width: `${percent}%` }} />
    </Track>
  );
}
