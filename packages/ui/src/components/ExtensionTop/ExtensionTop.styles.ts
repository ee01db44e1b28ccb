import styled from 'styled-components';

export const StyledExtensionTop = styled.aside`
  container: extension-top / inline-size;
  background: ${({ theme }) => theme.color.brandSoft};
  color: ${({ theme }) => theme.color.text};
`;

export const StyledInner = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  max-width: ${({ theme }) => theme.size.contentMax};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};

  @container extension-top (width < ${({ theme }) => theme.breakpoint.tablet}) {
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xs}
      ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  }
`;

export const StyledIcon = styled.svg`
  flex: none;
  width: ${({ theme }) => theme.size.icon};
  height: ${({ theme }) => theme.size.icon};
  color: ${({ theme }) => theme.color.brand};

  @container extension-top (width < ${({ theme }) => theme.breakpoint.tablet}) {
    display: none;
  }
`;

export const StyledText = styled.p`
  flex: 1;
  min-width: 0;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};

  @container extension-top (width < ${({ theme }) => theme.breakpoint.tablet}) {
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

export const StyledDownload = styled.a`
  flex: none;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.brand};
  color: ${({ theme }) => theme.color.onBrand};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    background: ${({ theme }) => theme.color.brandHover};
  }

  @container extension-top (width < ${({ theme }) => theme.breakpoint.tablet}) {
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

export const StyledClose = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: calc(${({ theme }) => theme.size.icon} + ${({ theme }) => theme.space.sm});
  height: calc(${({ theme }) => theme.size.icon} + ${({ theme }) => theme.space.sm});
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.round};
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  cursor: pointer;

  & > svg {
    width: ${({ theme }) => theme.font.size.lg};
    height: ${({ theme }) => theme.font.size.lg};
  }

  &:hover {
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
  }

  /* On phones the button sits at the screen's edge: an inset ring stays whole instead of clipped. */
  &:focus-visible {
    outline-offset: calc(-1 * ${({ theme }) => theme.size.focusRing});
  }
`;
