import { hiddenOnTouch, shownOnTouchOnly } from '@pricetrail/ui';
import styled from 'styled-components';

/** Shown on computers only: the extension's invitation. */
export const StyledForComputers = styled.div`
  ${hiddenOnTouch}
`;

/** Shown on touch devices only: keeping 价迹 on the home screen. */
export const StyledForPhones = styled.div`
  ${shownOnTouchOnly('block')}
`;
