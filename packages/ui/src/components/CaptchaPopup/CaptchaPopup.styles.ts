import styled from 'styled-components';

export const StyledFrame = styled.iframe`
  display: block;
  width: 100%;
  height: ${({ theme }) => theme.size.captchaHeight};
  /* Square corners: a rounded clip on a frame is drawn by the compositor, not repeatably. */
  border: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
`;

export const StyledInlineCaptcha = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};

  &:focus {
    outline: none;
  }
`;

export const StyledHint = styled.p`
  margin: 0;
  /* A whole-pixel line box keeps the framed page on whole pixels. */
  line-height: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.md};
`;
