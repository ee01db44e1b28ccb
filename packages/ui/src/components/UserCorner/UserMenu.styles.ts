import styled from 'styled-components';
import { visuallyHidden } from '../PriceTag';

export const StyledTrigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  max-width: 100%;
  padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.xs};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.round};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  cursor: pointer;

  &:hover,
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }

  & > svg {
    flex: none;
    width: ${({ theme }) => theme.font.size.lg};
    height: ${({ theme }) => theme.font.size.lg};
    color: ${({ theme }) => theme.color.textMuted};
    transition: transform ${({ theme }) => theme.motion.fast};
  }

  &[aria-expanded='true'] > svg {
    transform: rotate(180deg);
  }
`;

export const StyledAvatar = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: calc(${({ theme }) => theme.size.icon} + ${({ theme }) => theme.space.xs});
  height: calc(${({ theme }) => theme.size.icon} + ${({ theme }) => theme.space.xs});
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.brand};
  color: ${({ theme }) => theme.color.onBrand};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1;
`;

export const StyledName = styled.span`
  max-width: 6em;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;

  /* On the smallest phones the header keeps the avatar, the notice bell and the menu button. */
  @container headnav (width < ${({ theme }) => theme.breakpoint.phone}) {
    ${visuallyHidden}
  }
`;

export const StyledBadge = styled.span`
  flex: none;
  min-width: ${({ theme }) => theme.font.size.lg};
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.priceDown};
  color: ${({ theme }) => theme.color.textInverse};
  font-family: ${({ theme }) => theme.font.familyNumeric};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: ${({ theme }) => theme.font.size.lg};
  text-align: center;
`;

export const StyledPanel = styled.div`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space.xs});
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  min-width: 12em;
  padding: ${({ theme }) => theme.space.xs} 0;
  border: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.overlay};

  &[hidden] {
    display: none;
  }

  & > ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

export const StyledItem = styled.a`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  text-align: left;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.surfaceMuted};
    color: ${({ theme }) => theme.color.brand};
  }

  &:focus-visible {
    outline-offset: calc(-1 * ${({ theme }) => theme.size.focusRing});
  }

  &[data-kind='logout'] {
    margin-top: ${({ theme }) => theme.space.xs};
    border-top: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.border};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export const StyledCounts = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space.xs};
`;

export const StyledCount = styled.span`
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceMuted};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};

  &[data-kind='reduces'] {
    background: ${({ theme }) => theme.color.priceDownSoft};
    color: ${({ theme }) => theme.color.priceDown};
  }
`;
