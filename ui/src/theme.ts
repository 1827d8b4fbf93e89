/** Design tokens. The shell provides them through styled-components' ThemeProvider. */
export const theme = {
  color: {
    brand: '#0b6e4f',
    brandDark: '#08533b',
    accent: '#f4a259',
    ink: '#1d2330',
    muted: '#5b6474',
    line: '#dfe3ea',
    surface: '#ffffff',
    page: '#f5f7fa',
    danger: '#b42318',
    success: '#067647',
    focus: '#1f6feb',
  },
  radius: { sm: '6px', md: '10px', lg: '16px' },
  space: (n: number) => `${n * 4}px`,
  font: {
    // Noto Sans Bengali before system-ui: Chromium on Linux draws Bengali that system-ui's font
    // lacks as empty boxes instead of trying the next font. Latin text never reaches it. The taka
    // sign has a small font of its own first (the shell's BanglaFont): an English page needs no more.
    body: "-apple-system, 'Segoe UI', Roboto, 'Noto Sans Bengali Taka', 'Noto Sans Bengali', system-ui, sans-serif",
  },
  /** Mobile first: these are min-widths. */
  breakpoint: { md: '768px', lg: '1024px' },
  shadow: '0 1px 2px rgba(16, 24, 40, 0.06), 0 1px 3px rgba(16, 24, 40, 0.1)',
} as const;

export type Theme = typeof theme;
