import styled from 'styled-components';

export const StyledToast = styled.div`
  --toast-accent: ${({ theme }) => theme.color.focus};
  --toast-background: ${({ theme }) => theme.color.surface};
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  width: fit-content;
  max-width: min(100%, ${({ theme }) => theme.size.dialogWidth});
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xs}
    ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: var(--toast-background);
  box-shadow: ${({ theme }) => theme.shadow.overlay};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};

  &[data-variant='success'] {
    --toast-accent: ${({ theme }) => theme.color.priceDown};
    --toast-background: ${({ theme }) => theme.color.priceDownSoft};
    border-color: transparent;
  }

  &[data-variant='error'] {
    --toast-accent: ${({ theme }) => theme.color.brand};
    --toast-background: ${({ theme }) => theme.color.brandSoft};
    border-color: transparent;
  }

  &[data-floating] {
    position: fixed;
    top: ${({ theme }) => theme.space.xl};
    left: 50%;
    z-index: ${({ theme }) => theme.zIndex.toast};
    width: max-content;
    max-width: min(
      calc(100% - 2 * ${({ theme }) => theme.space.lg}),
      ${({ theme }) => theme.size.dialogWidth}
    );
    transform: translateX(-50%);
  }
`;

export const StyledIcon = styled.svg`
  flex: none;
  width: ${({ theme }) => theme.font.size.lg};
  height: ${({ theme }) => theme.font.size.lg};
  /* Centres the icon on the first line of text. */
  margin-top: calc((1lh - ${({ theme }) => theme.font.size.lg}) / 2);
  color: var(--toast-accent);
`;

export const StyledMessage = styled.p`
  flex: 1;
  min-width: 0;
  margin: 0;
  overflow-wrap: anywhere;
`;

export const StyledClose = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.icon};
  height: ${({ theme }) => theme.size.icon};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  cursor: pointer;

  & > svg {
    width: ${({ theme }) => theme.font.size.md};
    height: ${({ theme }) => theme.font.size.md};
  }

  &:hover {
    color: ${({ theme }) => theme.color.text};
  }
`;
