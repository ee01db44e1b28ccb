import styled from 'styled-components';

export const StyledPagination = styled.nav`
  container: pagination / inline-size;
  --page-size: calc(${({ theme }) => theme.space.xl} + ${({ theme }) => theme.space.md});
`;

// Start-aligned on purpose: centring can put the buttons on half pixels, where their rounded
// corners rasterise differently from one repaint to the next. Callers centre it if they wish.
export const StyledRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-start;
  gap: ${({ theme }) => theme.space.sm};

  @container pagination (width < ${({ theme }) => theme.breakpoint.tablet}) {
    justify-content: space-between;
  }
`;

export const StyledList = styled.ol`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  @container pagination (width < ${({ theme }) => theme.breakpoint.tablet}) {
    display: none;
  }
`;

const control = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: var(--page-size);
  height: var(--page-size);
  border: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.md};
  cursor: pointer;

  &:hover:not([aria-disabled='true'], [aria-current='page']) {
    border-color: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.brand};
  }
`;

export const StyledPage = styled(control)`
  padding: 0 ${({ theme }) => theme.space.sm};
  font-family: ${({ theme }) => theme.font.familyNumeric};

  &[aria-current='page'] {
    border-color: ${({ theme }) => theme.color.brand};
    background: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.onBrand};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    cursor: default;
  }
`;

export const StyledStep = styled(control)`
  gap: ${({ theme }) => theme.space.xxs};
  padding: 0 ${({ theme }) => theme.space.md};

  & > svg {
    width: ${({ theme }) => theme.font.size.lg};
    height: ${({ theme }) => theme.font.size.lg};
  }

  &[aria-disabled='true'] {
    background: ${({ theme }) => theme.color.surfaceMuted};
    color: ${({ theme }) => theme.color.textMuted};
    cursor: not-allowed;
  }
`;

export const StyledGap = styled.li`
  min-width: var(--page-size);
  color: ${({ theme }) => theme.color.textMuted};
  text-align: center;
`;

export const StyledStatus = styled.span`
  display: none;
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.font.familyNumeric};
  font-size: ${({ theme }) => theme.font.size.md};

  @container pagination (width < ${({ theme }) => theme.breakpoint.tablet}) {
    display: inline;
  }
`;
