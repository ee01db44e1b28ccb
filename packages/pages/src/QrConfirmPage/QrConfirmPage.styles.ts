import styled from 'styled-components';

export const StyledQrConfirm = styled.article`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  width: min(
    calc(100% - 2 * ${({ theme }) => theme.space.lg}),
    ${({ theme }) => theme.size.dialogWidth}
  );
  margin: ${({ theme }) => theme.space.xl} auto;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  text-align: center;

  & > h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
  }

  & > p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.md};
    line-height: ${({ theme }) => theme.font.lineHeight.normal};
  }
`;

export const StyledIcon = styled.div`
  width: ${({ theme }) => theme.size.thumbSm};
  height: ${({ theme }) => theme.size.thumbSm};
  color: ${({ theme }) => theme.color.focus};

  &[data-tone='success'] {
    color: ${({ theme }) => theme.color.priceDown};
  }

  &[data-tone='muted'] {
    color: ${({ theme }) => theme.color.textMuted};
  }

  & > svg {
    width: 100%;
    height: 100%;
  }
`;

export const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  width: 100%;
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceMuted};
  font-size: ${({ theme }) => theme.font.size.md};
  text-align: left;

  & > dt {
    color: ${({ theme }) => theme.color.textMuted};
  }

  & > dd {
    margin: 0;
    overflow-wrap: anywhere;
    font-family: ${({ theme }) => theme.font.familyNumeric};
  }
`;

export const StyledActions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  margin-top: ${({ theme }) => theme.space.sm};
`;

export const StyledError = styled.div`
  margin: 0;
  color: ${({ theme }) => theme.color.brand};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const StyledSignIn = styled.section`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  padding-top: ${({ theme }) => theme.space.xl};
  text-align: center;

  & > h1 {
    margin: 0;
    padding: 0 ${({ theme }) => theme.space.lg};
    font-size: ${({ theme }) => theme.font.size.xl};
  }

  & > p {
    margin: 0;
    padding: 0 ${({ theme }) => theme.space.lg};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;
