import styled from 'styled-components';
import { StyledAnswerCard } from './answerParts.styles';

export const StyledStreamingText = styled(StyledAnswerCard)`
  gap: ${({ theme }) => theme.space.sm};
`;

export const StyledText = styled.div`
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  overflow-wrap: anywhere;

  & > p {
    margin: 0;
  }

  & > p + p {
    margin-top: ${({ theme }) => theme.space.sm};
  }
`;
