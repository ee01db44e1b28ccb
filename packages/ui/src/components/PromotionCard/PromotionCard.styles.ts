import styled from 'styled-components';
import { clampLines } from '../PriceTag';

export const StyledCard = styled.article`
  --card-radius: ${({ theme }) => theme.radius.md};
  position: relative;
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow: hidden;
  border-radius: var(--card-radius);
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

export const StyledMedia = styled.div`
  aspect-ratio: 2;
  background: ${({ theme }) => theme.color.placeholder};

  [data-phase='ended'] > & {
    opacity: 0.6;
  }
`;

export const StyledInfo = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
`;

export const StyledTitle = styled.p`
  ${clampLines}
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};

  & > span {
    margin-right: ${({ theme }) => theme.space.xs};
    vertical-align: text-bottom;
  }
`;

export const StyledDescription = styled.p`
  ${clampLines}
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const StyledFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  margin-top: auto;
`;

export const StyledDates = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-family: ${({ theme }) => theme.font.familyNumeric};
  font-size: ${({ theme }) => theme.font.size.xs};
`;
