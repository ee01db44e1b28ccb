import styled from 'styled-components';
import { visuallyHidden } from '../PriceTag';

export const StyledFieldRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;

export const StyledLabel = styled.label`
  ${visuallyHidden}
`;

export const StyledBox = styled.div`
  display: flex;
  flex: 1 1 auto;
  align-items: center;
  min-width: 0;
  height: ${({ theme }) => theme.space.xxl};
  border: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};

  &:hover {
    border-color: ${({ theme }) => theme.color.textMuted};
    transition: border-color ${({ theme }) => theme.motion.fast};
  }

  &:focus-within {
    border-color: ${({ theme }) => theme.color.focus};
  }

  &:has(input:focus-visible) {
    outline: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.focus};
  }
`;

export const StyledInput = styled.input`
  flex: 1;
  min-width: 0;
  height: 100%;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.md};

  &:focus-visible {
    outline: none;
  }

  &::placeholder {
    color: ${({ theme }) => theme.color.textMuted};
    opacity: 1;
  }

  &::-ms-reveal {
    display: none;
  }
`;

export const StyledIconButton = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: calc(${({ theme }) => theme.space.xl} + ${({ theme }) => theme.space.sm});
  height: 100%;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  cursor: pointer;

  & > svg {
    width: ${({ theme }) => theme.font.size.lg};
    height: ${({ theme }) => theme.font.size.lg};
  }

  &:hover {
    color: ${({ theme }) => theme.color.text};
  }

  &:focus-visible {
    outline-offset: calc(-1 * ${({ theme }) => theme.size.focusRing} * 2);
  }
`;
