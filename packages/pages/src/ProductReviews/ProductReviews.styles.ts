import styled from 'styled-components';

export const StyledAverage = styled.p`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.textMuted};

  & > strong {
    color: ${({ theme }) => theme.color.brand};
    font-family: ${({ theme }) => theme.font.familyNumeric};
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
`;

export const StyledReviews = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;

  & > li {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    padding: ${({ theme }) => theme.space.sm} 0;
    border-bottom: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.border};
  }

  & p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const StyledByline = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const StyledRating = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  border: 0;

  & > legend {
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }

  & > label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

export const StyledReviewForm = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  justify-items: start;
  margin-bottom: ${({ theme }) => theme.space.lg};

  & > form {
    justify-self: stretch;
    display: grid;
    gap: ${({ theme }) => theme.space.md};
  }
`;
