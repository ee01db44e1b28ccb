import { createGlobalStyle } from 'styled-components';
import { colourSchemeCss } from './colourVariables';

/** Page-wide reset, the colour schemes' custom properties and the Chinese font stack. */
export const GlobalStyle = createGlobalStyle`
  ${colourSchemeCss()}
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font.family};
    font-size: ${({ theme }) => theme.font.size.md};
    line-height: ${({ theme }) => theme.font.lineHeight.normal};
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.surfaceMuted};
    -webkit-font-smoothing: antialiased;
  }
  img { max-width: 100%; }
  a { color: inherit; }
  :focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;
