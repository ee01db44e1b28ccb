import styled from 'styled-components';

/** One card and the numbers behind it. */
export const StyledDeal = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

export const StyledReason = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.priceDownSoft};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  overflow-wrap: anywhere;

  [data-kind='fake'] > & {
    background: ${({ theme }) => theme.color.brandSoft};
  }

  & > strong {
    color: ${({ theme }) => theme.color.brand};
  }
`;
