import styled from 'styled-components';

export const StyledWarning = styled.div`
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};

  & p,
  & ul {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }

  & ul {
    padding-left: ${({ theme }) => theme.space.xl};
  }
`;

export const StyledPlatform = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};

  &::before {
    content: '';
    width: ${({ theme }) => theme.space.sm};
    height: ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radius.round};
  }

  &[data-platform='wechat']::before {
    background: ${({ theme }) => theme.color.wechat};
  }

  &[data-platform='qq']::before {
    background: ${({ theme }) => theme.color.qq};
  }

  &[data-platform='weibo']::before {
    background: ${({ theme }) => theme.color.weibo};
  }
`;

export const StyledFooterActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

export const StyledDialogForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;
