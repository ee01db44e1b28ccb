import styled from 'styled-components';

export const StyledHero = styled.section`
  padding: ${({ theme }) => theme.space.xl} 0;
  text-align: center;

  & > h1 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.font.size.xxl};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
  }

  & > p {
    margin: 0 0 ${({ theme }) => theme.space.lg};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;
