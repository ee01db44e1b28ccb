import styled from 'styled-components';

export const StyledCard = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

export const StyledHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};

  & > h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

export const StyledDescription = styled.p`
  margin: calc(-1 * ${({ theme }) => theme.space.sm}) 0 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const StyledHint = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceMuted};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const StyledNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.priceDown};
  font-size: ${({ theme }) => theme.font.size.sm};

  &[data-tone='error'] {
    color: ${({ theme }) => theme.color.brand};
  }
`;

export const StyledSwitch = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xxs};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.round};
  background: none;
  color: ${({ theme }) => theme.color.textMuted};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;

  & > span:first-child {
    position: relative;
    width: calc(${({ theme }) => theme.space.xl} * 1.75);
    height: ${({ theme }) => theme.space.xl};
    border-radius: ${({ theme }) => theme.radius.round};
    background: ${({ theme }) => theme.color.border};
    transition: background ${({ theme }) => theme.motion.fast};
  }

  & > span:first-child::after {
    position: absolute;
    top: ${({ theme }) => theme.space.xxs};
    left: ${({ theme }) => theme.space.xxs};
    width: calc(${({ theme }) => theme.space.xl} - 2 * ${({ theme }) => theme.space.xxs});
    height: calc(${({ theme }) => theme.space.xl} - 2 * ${({ theme }) => theme.space.xxs});
    border-radius: ${({ theme }) => theme.radius.round};
    background: ${({ theme }) => theme.color.surface};
    box-shadow: ${({ theme }) => theme.shadow.card};
    content: '';
    transition: transform ${({ theme }) => theme.motion.fast};
  }

  &[aria-checked='true'] {
    color: ${({ theme }) => theme.color.priceDown};
  }

  &[aria-checked='true'] > span:first-child {
    background: ${({ theme }) => theme.color.priceDown};
  }

  &[aria-checked='true'] > span:first-child::after {
    transform: translateX(calc(${({ theme }) => theme.space.xl} * 0.75));
  }

  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.6;
  }

  &[aria-busy='true'] {
    cursor: progress;
  }

  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus};
    outline-offset: ${({ theme }) => theme.size.focusRing};
  }
`;

export const StyledTest = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.border};

  & > button[aria-disabled='true']:not([aria-busy='true']) {
    cursor: not-allowed;
  }
`;

export const StyledTestResult = styled.p`
  flex: 1 1 12em;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};

  &:empty {
    display: none;
  }

  &[data-state='sent'] {
    color: ${({ theme }) => theme.color.priceDown};
  }

  &[data-state='sent']::before {
    content: '✓ ';
  }

  &[data-state='failed'] {
    color: ${({ theme }) => theme.color.brand};
  }
`;
