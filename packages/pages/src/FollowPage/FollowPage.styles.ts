import styled from 'styled-components';

export const StyledFollowFields = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  align-items: end;

  @media (min-width: ${({ theme }) => theme.breakpoint.tablet}) {
    grid-template-columns: minmax(0, 1fr) auto;
  }
`;

export const StyledSuccess = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.priceDown};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const StyledFollowList = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledFollowRow = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  align-items: center;
  padding: ${({ theme }) => theme.space.md} 0;
  border-top: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.border};

  &:first-child {
    border-top: 0;
  }

  & > a {
    color: ${({ theme }) => theme.color.text};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    overflow-wrap: anywhere;
  }
`;

export const StyledKind = styled.span`
  display: inline-block;
  margin-right: ${({ theme }) => theme.space.sm};
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.brandSoft};
  color: ${({ theme }) => theme.color.brandHover};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.regular};
`;

export const StyledMeta = styled.p`
  grid-column: 1;
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

export const StyledRemove = styled.div`
  grid-column: 2;
  grid-row: 1 / span 2;
`;
