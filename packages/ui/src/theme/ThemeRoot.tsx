import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle';
import { theme } from './tokens';

/** Props of {@link ThemeRoot}. */
export interface ThemeRootProps {
  /** The tree that receives the theme. */
  children: ReactNode;
}

/** Provides the theme and global styles; the site and Storybook both wrap everything in it. */
export function ThemeRoot({ children }: ThemeRootProps) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}
