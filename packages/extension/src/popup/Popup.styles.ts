import styled from 'styled-components';

/**
 * The popup: a narrow column of sections. Chrome sizes a toolbar popup to its content's
 * min-content width, where a percentage max-width counts as none: the popup stays dialogWidth
 * wide, while a narrower page (a 375 px story) shrinks the column instead of clipping it. (Not
 * `min(…, 100vw)`: that would follow the popup's own, still tiny, first size.)
 */
export const StyledPopup = styled.main`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  width: ${({ theme }) => theme.size.dialogWidth};
  max-width: 100%;
  padding: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.font.size.sm};

  header {
    display: flex;
    align-items: center;
    justify-content: space-between;
  }

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    color: ${({ theme }) => theme.color.brand};
  }

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.font.size.md};
  }

  p {
    margin: 0;
  }

  a {
    color: ${({ theme }) => theme.color.focus};
  }
`;

/** A text-looking button (设置). */
export const StyledTextButton = styled.button`
  border: 0;
  padding: 0;
  background: none;
  font: inherit;
  color: ${({ theme }) => theme.color.focus};
  text-decoration: underline;
  cursor: pointer;
`;

/** 最近浏览: one row per product, title over store and price. */
export const StyledRecentList = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 0 ${({ theme }) => theme.space.sm};
    padding-bottom: ${({ theme }) => theme.space.xs};
    border-bottom: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.border};
  }

  a {
    grid-column: 1 / -1;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }

  span {
    color: ${({ theme }) => theme.color.textMuted};
  }

  data {
    font-family: ${({ theme }) => theme.font.familyNumeric};
    color: ${({ theme }) => theme.color.brand};
  }
`;
