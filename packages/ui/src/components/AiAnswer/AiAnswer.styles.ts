import styled from 'styled-components';
import {
  StyledAnswerActions,
  StyledAnswerCard,
  StyledAnswerError,
  StyledAnswerHeader,
  StyledAnswerText,
} from '../StreamingText/answerParts.styles';

export const StyledAiAnswer = styled(StyledAnswerCard)`
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

export const StyledHeader = styled(StyledAnswerHeader)`
  flex-wrap: wrap;
`;

export const StyledActions = styled(StyledAnswerActions)`
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

export const StyledBody = styled(StyledAnswerText)`
  & > h2 {
    margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.font.size.lg};
  }

  & > h2:first-child {
    margin-top: 0;
  }

  & > p,
  & > ul {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }

  & > ul {
    padding-left: ${({ theme }) => theme.space.xl};
  }
`;

// A warning rather than an error: the error line's box in the deeper brand colour.
export const StyledWarning = styled(StyledAnswerError)`
  color: ${({ theme }) => theme.color.brandHover};
`;
