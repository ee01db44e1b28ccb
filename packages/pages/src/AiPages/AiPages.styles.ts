import styled from 'styled-components';

export const StyledAiPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
  padding: ${({ theme }) => theme.space.lg} 0;

  & > h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xxl};
  }

  & > button {
    align-self: flex-start;
  }
`;

export const StyledIntro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

export const StyledProducts = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledProduct = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};

  & > a,
  & > span:first-child {
    flex: 1;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

export const StyledPrice = styled.span`
  flex: none;
  color: ${({ theme }) => theme.color.brand};
  font-family: ${({ theme }) => theme.font.familyNumeric};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const StyledLinks = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
`;

export const StyledSearchForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0 0 ${({ theme }) => theme.space.md};

  & > div {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
  }

  & input {
    flex: 1;
    min-width: 0;
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    font: inherit;
  }

  & > p {
    margin: 0;
    color: ${({ theme }) => theme.color.brand};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;
