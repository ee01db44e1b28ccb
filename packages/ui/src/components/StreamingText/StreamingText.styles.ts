import styled from 'styled-components';
import { StyledAnswerCard, StyledAnswerText } from './answerParts.styles';

export const StyledStreamingText = styled(StyledAnswerCard)`
  gap: ${({ theme }) => theme.space.sm};
`;

export const StyledText = styled(StyledAnswerText)`
  & > p {
    margin: 0;
  }

  & > p + p {
    margin-top: ${({ theme }) => theme.space.sm};
  }
`;
