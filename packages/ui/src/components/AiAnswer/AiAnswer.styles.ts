import styled from 'styled-components';
import {
  StyledAnswerActions,
  StyledAnswerCard,
  StyledAnswerHeader,
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

export const StyledBody = styled.div`
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  overflow-wrap: anywhere;

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

export const StyledWarning = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.brandHover};
  background: ${({ theme }) => theme.color.brandSoft};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
