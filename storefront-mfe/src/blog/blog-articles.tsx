import type { ReactNode } from 'react';

export interface BlogArticle {
  id: string;
  heading: string;
  paragraph: string;
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
    heading: 'What are the ways to manage state in a front-end app?',
    paragraph:
      'State is the data a screen depends on. The simplest place for it is inside the component that uses it, with useState or useReducer. When several components need the same value, lift it up to their nearest common parent, or share it through context. Data that comes from a server is best kept in a cache such as React Query, which also handles loading, errors and refreshing. For app-wide values that change often, a small store such as Zustand or Redux keeps updates predictable. Finally, the address bar is state too: filters and page numbers kept in the URL survive a reload and can be shared as a link.',
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
    heading: 'How does prototypal inheritance work?',
    paragraph:
      'Every JavaScript object has a hidden link to another object, its prototype. When you read a property that the object does not have, the engine follows that link and looks on the prototype, then on its prototype, and so on until the chain ends at null. This is how an array can call map: the method lives once on Array.prototype and every array finds it through the chain. Object.create makes a new object with the prototype you choose, and the class keyword is a friendlier way of writing the same links. Writing a property always puts it on the object itself, so objects can share behaviour without sharing their own data.',
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
    heading: 'What is a unit test and why should I write one?',
    paragraph:
      'A unit test is a small program that checks one piece of your code, such as a function or a component, on its own. It gives the piece an input and compares what comes out with what you expect. Unit tests run in seconds, so you can run them after every change and learn at once when something breaks. They let you improve code without fear, they show other developers how a piece is meant to be used, and writing them often reveals a design that is hard to use before any user finds it. A good unit test checks behaviour that someone would notice, not the inner details of how it is done.',
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
    heading: 'React, Angular or Vue: how do they compare?',
    paragraph:
      'All three build interfaces out of components, but they differ in how much they decide for you. React is a library for rendering: you describe the screen with JSX and choose your own router, data fetching and state tools, which gives freedom but asks for more choices. Angular is a complete framework written in TypeScript, with routing, forms, HTTP and dependency injection built in; it suits large teams who want one standard way of working. Vue sits in between: its single-file components and clear templates are easy to learn, and its official router and store cover most needs. Any of them can build a fine app; the team and the project usually decide.',
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
