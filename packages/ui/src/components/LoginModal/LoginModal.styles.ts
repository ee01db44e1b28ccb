import styled, { type DefaultTheme } from 'styled-components';

// Whole-pixel line boxes keep the rounded controls below each text line on whole pixels, where
// they rasterise the same on every repaint (1.6 × 13 px would put them on fractions).
const lineBox = ({ theme }: { theme: DefaultTheme }) =>
  `calc(${theme.space.lg} + ${theme.space.xs})`;

export const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

export const StyledError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.brand};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${lineBox};
`;

export const StyledSubmit = styled.button`
  height: ${({ theme }) => theme.space.xxl};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.brand};
  color: ${({ theme }) => theme.color.onBrand};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.brandHover};
    transition: background ${({ theme }) => theme.motion.fast};
  }

  &:focus-visible {
    outline-offset: ${({ theme }) => theme.size.focusRing};
  }

  &[aria-disabled='true'] {
    background: ${({ theme }) => theme.color.brandHover};
    cursor: progress;
  }
`;

export const StyledOptions = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${lineBox};

  & a {
    color: ${({ theme }) => theme.color.textMuted};
    text-decoration: none;
  }

  & a:hover {
    color: ${({ theme }) => theme.color.brand};
    text-decoration: underline;
  }
`;

export const StyledCheckbox = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;

  & > input {
    width: ${({ theme }) => theme.font.size.md};
    height: ${({ theme }) => theme.font.size.md};
    margin: 0;
    accent-color: ${({ theme }) => theme.color.brand};
  }
`;

export const StyledFootnote = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: ${lineBox};

  & > p {
    margin: 0;
  }

  & a {
    color: ${({ theme }) => theme.color.text};
  }

  & > a {
    color: ${({ theme }) => theme.color.brand};
    font-size: ${({ theme }) => theme.font.size.sm};
    text-decoration: none;
  }

  & > a:hover {
    text-decoration: underline;
  }
`;

export const StyledSocial = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.xl};
`;

export const StyledSocialTitle = styled.h3`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.regular};
  line-height: ${lineBox};

  &::before,
  &::after {
    content: '';
    flex: 1;
    height: ${({ theme }) => theme.size.hairline};
    background: ${({ theme }) => theme.color.border};
  }
`;

export const StyledSocialList = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.xl};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledSocialButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: calc(${({ theme }) => theme.space.xl} + ${({ theme }) => theme.space.md});
  height: calc(${({ theme }) => theme.space.xl} + ${({ theme }) => theme.space.md});
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.round};
  background: var(--social-color);
  color: ${({ theme }) => theme.color.onBrand};
  cursor: pointer;

  & > svg {
    width: ${({ theme }) => theme.size.icon};
    height: ${({ theme }) => theme.size.icon};
  }

  &[data-provider='wechat'] {
    --social-color: ${({ theme }) => theme.color.wechat};
  }

  &[data-provider='qq'] {
    --social-color: ${({ theme }) => theme.color.qq};
  }

  &[data-provider='weibo'] {
    --social-color: ${({ theme }) => theme.color.weibo};
  }

  &:hover:not([aria-disabled='true']) {
    box-shadow: 0 0 0 ${({ theme }) => theme.size.focusRing} ${({ theme }) => theme.color.border};
  }

  &:focus-visible {
    outline-offset: ${({ theme }) => theme.size.focusRing};
  }

  &[aria-disabled='true'] {
    --social-color: ${({ theme }) => theme.color.placeholder};
    color: ${({ theme }) => theme.color.textMuted};
    cursor: not-allowed;
  }
`;

// The three titles share the row at any width: the row is a size container and the titles' type
// scales with it (16 characters and two gaps), down to the small size on a 320 px phone.
export const StyledLoginTabs = styled.div`
  & > div > [role='tablist']:not([data-legacy-margin]) {
    container-type: inline-size;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
  }

  & > div > [role='tablist']:not([data-legacy-margin]) > [role='tab'] {
    font-size: clamp(
      ${({ theme }) => theme.font.size.sm},
      (100cqi - 3 * ${({ theme }) => theme.space.sm}) / 16,
      ${({ theme }) => theme.font.size.lg}
    );
  }
`;

export const StyledLoginPanel = styled.section`
  width: min(100%, ${({ theme }) => theme.size.dialogWidth});
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xl}
    ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  color: ${({ theme }) => theme.color.text};
  text-align: start;

  & > h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
  }
`;
