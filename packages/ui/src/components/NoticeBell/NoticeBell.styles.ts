import styled from 'styled-components';

export const StyledBell = styled.a`
  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: calc(${({ theme }) => theme.size.icon} + ${({ theme }) => theme.space.md});
  height: calc(${({ theme }) => theme.size.icon} + ${({ theme }) => theme.space.md});
  border-radius: ${({ theme }) => theme.radius.round};
  color: ${({ theme }) => theme.color.text};

  &:hover {
    background: ${({ theme }) => theme.color.surfaceMuted};
    color: ${({ theme }) => theme.color.brand};
  }

  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus};
    outline-offset: 0;
  }

  & > svg {
    width: calc(${({ theme }) => theme.size.icon} - ${({ theme }) => theme.space.xs});
    height: calc(${({ theme }) => theme.size.icon} - ${({ theme }) => theme.space.xs});
  }
`;

export const StyledBadge = styled.span`
  position: absolute;
  /* Whole pixels, not a percentage translate: a fractional offset over a neighbour's focus ring
     was composited differently from run to run. */
  top: calc(-1 * ${({ theme }) => theme.space.xxs});
  right: calc(-1 * ${({ theme }) => theme.space.xxs});
  min-width: ${({ theme }) => theme.font.size.lg};
  padding: 0 ${({ theme }) => theme.space.xs};
  border: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.brand};
  color: ${({ theme }) => theme.color.onBrand};
  font-family: ${({ theme }) => theme.font.familyNumeric};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: calc(${({ theme }) => theme.font.size.lg} - ${({ theme }) => theme.size.hairline});
  text-align: center;
  white-space: nowrap;
`;
