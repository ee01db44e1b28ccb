import { PageColumn } from '@pricetrail/ui';
import styled from 'styled-components';

export const StyledShell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

export const StyledMain = styled(PageColumn)`
  flex: 1;
  /* Keeps the footer below the fold while a page's data loads, so nothing shifts (CLS). */
  min-height: 100vh;
`;
