import styled from 'styled-components';

/** The thread: the rating summary, the form (or the sign-in link) and the list. */
export const StyledThread = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;

  & > h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

/** The average rating with its stars and count. */
export const StyledSummary = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};

  & > strong {
    color: ${({ theme }) => theme.color.text};
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

/** The list of comments. */
export const StyledList = styled.ol`
  display: grid;
  gap: 0;
  margin: 0;
  padding: 0;
  list-style: none;

  & > li + li {
    border-top: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.border};
  }
`;

/** One comment. */
export const StyledItem = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md} 0;
  min-width: 0;

  & > p {
    margin: 0;
    line-height: ${({ theme }) => theme.font.lineHeight.normal};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

/** Author, time, stars and the author's status badges. */
export const StyledByline = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};

  & > strong {
    color: ${({ theme }) => theme.color.text};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

/** 待审核 / 已驳回 / 已被举报隐藏, shown to the author only. */
export const StyledBadge = styled.span`
  padding: 0 ${({ theme }) => theme.space.xs};
  border: ${({ theme }) => theme.size.hairline} solid currentColor;
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.textMuted};

  &[data-state='rejected'],
  &[data-state='hidden'] {
    color: ${({ theme }) => theme.color.brand};
  }
`;

/** The 举报 button's row. */
export const StyledItemActions = styled.div`
  display: flex;
  justify-content: flex-end;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** The 1–5 star radio group: each star a label over a visually hidden radio. */
export const StyledStarInput = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  border: 0;

  & > legend {
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }

  & > label {
    position: relative;
    display: inline-flex;
    color: ${({ theme }) => theme.color.border};
    font-size: ${({ theme }) => theme.font.size.xl};
    line-height: 1;
    cursor: pointer;
  }

  & > label[data-state='on'] {
    color: ${({ theme }) => theme.color.brand};
  }

  & input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }

  & input:focus-visible + span {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus};
    outline-offset: ${({ theme }) => theme.space.xxs};
  }

  & > output {
    margin-left: ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

/** The comment form: stars, text, the server's line and the button, spaced apart. */
export const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;
