// Types styled-components' `theme` prop with our tokens in every app that imports the ui package.
import type { Theme } from './theme.ts';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}

export {};
