import type { ReactNode } from 'react';

export interface BlogArticle {
  id: string;
  /** Drawn inline: the blog fetches nothing. */
  artwork: ReactNode;
}

const frame = (children: ReactNode, background: string) => (
  <svg viewBox="0 0 320 160" aria-hidden="true" focusable="false">
    <rect width="320" height="160" fill={background} />
    {children}
  </svg>
);

export const BLOG_ARTICLES: BlogArticle[] = [
  {
    id: 'state',
    artwork: frame(
      <>
        <circle cx="160" cy="80" r="28" fill="#0b6e4f" />
        {[
          [60, 40],
          [260, 40],
          [60, 120],
          [260, 120],
        ].map(([x, y]) => (
          <g key={`${x}-${y}`}>
            <line x1="160" y1="80" x2={x} y2={y} stroke="#0b6e4f" strokeWidth="3" />
            <rect x={(x ?? 0) - 22} y={(y ?? 0) - 14} width="44" height="28" rx="6" fill="#f4a259" />
          </g>
        ))}
      </>,
      '#e6f4ee',
    ),
  },
  {
    id: 'prototypes',
    artwork: frame(
      <>
        {[40, 130, 220].map((x, i) => (
          <g key={x}>
            <rect x={x} y="55" width="60" height="50" rx="8" fill={['#3451e0', '#7c3aed', '#1d2330'][i]} />
            {i < 2 && <path d={`M${x + 62} 80 h24 l-8 -8 m8 8 l-8 8`} stroke="#1d2330" strokeWidth="3" fill="none" />}
          </g>
        ))}
      </>,
      '#eef0ff',
    ),
  },
  {
    id: 'unit-tests',
    artwork: frame(
      <>
        <rect x="90" y="30" width="140" height="100" rx="10" fill="#ffffff" stroke="#0b6e4f" strokeWidth="3" />
        {[55, 80, 105].map((y) => (
          <g key={y}>
            <path d={`M110 ${y} l8 8 l14 -16`} stroke="#067647" strokeWidth="4" fill="none" />
            <rect x="145" y={y - 4} width="65" height="8" rx="4" fill="#dfe3ea" />
          </g>
        ))}
      </>,
      '#e6f4ee',
    ),
  },
  {
    id: 'frameworks',
    artwork: frame(
      <>
        <g transform="translate(70 80)">
          <ellipse rx="34" ry="13" fill="none" stroke="#149eca" strokeWidth="3" />
          <ellipse rx="34" ry="13" fill="none" stroke="#149eca" strokeWidth="3" transform="rotate(60)" />
          <ellipse rx="34" ry="13" fill="none" stroke="#149eca" strokeWidth="3" transform="rotate(120)" />
          <circle r="6" fill="#149eca" />
        </g>
        <path d="M160 42 l32 12 -5 44 -27 16 -27 -16 -5 -44z" fill="#dd0031" />
        <path d="M160 56 l-16 38 h7 l4 -9 h10 l4 9 h7z M160 70 l4 10 h-8z" fill="#fff" />
        <path d="M218 50 h18 l14 24 14 -24 h18 l-32 56z" fill="#41b883" />
        <path d="M230 50 h10 l10 17 10 -17 h10 l-20 34z" fill="#35495e" />
      </>,
      '#f5f7fa',
    ),
  },
];
