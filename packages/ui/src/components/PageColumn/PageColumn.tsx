import styled from 'styled-components';

/** The page's main landmark: the centred, padded content column every routed page sits in. */
export const PageColumn = styled.main`
  width: 100%;
  max-width: ${({ theme }) => theme.size.contentMax};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg};
`;
