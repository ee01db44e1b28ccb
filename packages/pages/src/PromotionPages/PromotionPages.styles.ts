import styled from 'styled-components';
import { StyledLinkTabs } from '../common/LinkTabs.styles';

/** The four promotion pages' links, with more room below than a page's view tabs. */
export const StyledTabs = styled(StyledLinkTabs)`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

/** A list of cards, one column on phones. */
export const StyledCards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 280px), 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** One event or coupon card. */
export const StyledCard = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  padding: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};

  & > h2,
  & > h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
    overflow-wrap: anywhere;
  }
`;

/** A card's small facts: store, kind, status, dates. */
export const StyledFacts = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** 进行中 / 即将开始 / 即将生效. */
export const StyledStatus = styled.span`
  padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceMuted};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.xs};

  &[data-status='current'] {
    background: ${({ theme }) => theme.color.brandSoft};
    color: ${({ theme }) => theme.color.brand};
  }
`;

/** An event's rules as small chips. */
export const StyledRules = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
    border: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    font-size: ${({ theme }) => theme.font.size.sm};
    overflow-wrap: anywhere;
  }

  & b {
    margin-right: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.color.brand};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

/** A coupon's amount, large. */
export const StyledAmount = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.brand};
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

/** The 领券 link: a button-looking link to the store. */
export const StyledTake = styled.a`
  display: inline-block;
  align-self: flex-start;
  margin-top: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.brand};
  color: ${({ theme }) => theme.color.onBrand};
  font-size: ${({ theme }) => theme.font.size.md};
  text-decoration: none;
`;

/** The page's filter row. */
export const StyledFilter = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.sm};

  & > select {
    min-height: calc(${({ theme }) => theme.space.xl} + ${({ theme }) => theme.space.md});
    padding: 0 ${({ theme }) => theme.space.sm};
    border: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surface};
    font: inherit;
  }
`;

/** The activity list: one row per event. */
export const StyledActivity = styled.ol`
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: 0;
  list-style: none;

  & > li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => theme.space.md} 0;
    border-bottom: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.border};
    overflow-wrap: anywhere;
  }
`;

/** One event's products: name, price now and lowest. */
export const StyledProducts = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => theme.space.sm} 0;
    border-bottom: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.border};
    overflow-wrap: anywhere;
  }
`;
