import styled from 'styled-components';
import { clampLines } from '../PriceTag';

export const StyledCard = styled.article`
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

export const StyledMedia = styled.div`
  background: ${({ theme }) => theme.color.placeholder};
`;

export const StyledInfo = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
`;

export const StyledText = styled.p`
  ${clampLines}
  --clamp-lines: 3;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
`;

export const StyledProduct = styled.p`
  overflow: hidden;
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  text-overflow: ellipsis;
  white-space: nowrap;

  & > a:hover {
    color: ${({ theme }) => theme.color.brand};
  }
`;

export const StyledPaid = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};

  & > strong {
    color: ${({ theme }) => theme.color.brand};
    font-family: ${({ theme }) => theme.font.familyNumeric};
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

export const StyledFooter = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding-top: ${({ theme }) => theme.space.sm};
  border-top: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.border};
`;

export const StyledUser = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

export const StyledAvatar = styled.span`
  display: grid;
  flex: none;
  place-items: center;
  width: ${({ theme }) => theme.size.icon};
  height: ${({ theme }) => theme.size.icon};
  border-radius: ${({ theme }) => theme.radius.round};
  color: ${({ theme }) => theme.color.textMuted};
  background: ${({ theme }) => theme.color.surfaceMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

export const StyledNickname = styled.span`
  overflow: hidden;
  font-size: ${({ theme }) => theme.font.size.sm};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const StyledDate = styled.time`
  flex: none;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;
